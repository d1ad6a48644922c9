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

/** The WCAG A/AA violations of the page as it stands (empty when it passes). */
export async function wcagViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? `: ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  }));
}
