/**
 * The automated half of WCAG 2.2 AA (issue 35): axe-core's rules tagged for WCAG 2.0, 2.1 and 2.2,
 * levels A and AA, run on what a page shows now (open dialogs, drawers and menus included).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/** One failing rule, with the elements that fail it: enough to find and fix it from the test's output. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeOptions = Parameters<AxeBuilder['options']>[0];

/** axe.run's options: the rules of the tags (as AxeBuilder's withTags sets them); the details of violations only, which is quicker. */
const RUN_OPTIONS: AxeOptions = { runOnly: { type: 'tag', values: [...WCAG_AA_TAGS] }, resultTypes: ['violations'] };

/** Whether every frame of the page still holds the axe-core that an earlier check injected (the same document). */
async function axeInEveryFrame(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate('typeof window.axe?.run === "function"').catch(() => false);
    if (present !== true) return false;
  }
  return true;
}

/**
 * The page's axe-core results. The first check of a document injects axe-core into every frame
 * (AxeBuilder, with axe.run in the page); later checks of the same document (a single-page app
 * moving between screens) run that axe-core again with the same options, without sending its half
 * megabyte of source again: about 0.3 s a screen rather than 2 s.
 */
async function axeResults(page: Page): Promise<AxeResults> {
  if (await axeInEveryFrame(page)) return page.evaluate<AxeResults>(`axe.run(document, ${JSON.stringify(RUN_OPTIONS)})`);
  return new AxeBuilder({ page }).options(RUN_OPTIONS).setLegacyMode().analyze();
}

/** The WCAG A/AA violations of the page as it stands (empty when it passes). */
export async function wcagViolations(page: Page): Promise<AxeFinding[]> {
  const results = await axeResults(page);
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    // Each element by its selector and the start of its markup (an id Mantine made up says little).
    targets: v.nodes.map(
      (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}${node.failureSummary ? `: ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    ),
  }));
}
