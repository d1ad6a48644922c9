/**
 * Phone width (issue 28 finding 8): a screen at 390 x 844 scrolls only up and down, and every
 * control a person can see is whole: inside the screen, not cut by a container that hides or
 * scrolls its overflow, and no button's or badge's label cut short. One check for every spec to reuse.
 */
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** What the check reads of the DOM (the specs compile without the DOM library). */
interface Box {
  left: number;
  right: number;
  width: number;
  height: number;
}
interface DomElement {
  tagName: string;
  parentElement: DomElement | null;
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  getAttribute(name: string): string | null;
  matches(selector: string): boolean;
  getBoundingClientRect(): Box;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}
interface DomWindow {
  innerWidth: number;
  document: { scrollingElement: DomElement; querySelectorAll(selector: string): ArrayLike<DomElement> };
  getComputedStyle(this: void, element: DomElement): { overflowX: string; visibility: string };
}

/** Runs in the page: one line per thing that does not fit. */
function misfits(): string[] {
  const { document, innerWidth, getComputedStyle } = globalThis as unknown as DomWindow;
  // Half a pixel of rounding either way.
  const SLACK = 0.5;
  // Buttons, and the badges that tell a state ('Incorrect'): their whole label shows.
  const LABELLED = 'button, [role="button"], [role="tab"], .mantine-Button-root, .mantine-Badge-root';
  const found: string[] = [];
  const root = document.scrollingElement;
  if (root.scrollWidth > root.clientWidth) found.push(`the page scrolls sideways (${root.scrollWidth} px of content in ${root.clientWidth} px)`);
  const controls = document.querySelectorAll(
    `a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [role="combobox"], ${LABELLED}`,
  );
  for (const control of Array.from(controls)) {
    const box = control.getBoundingClientRect();
    // Not seen: not laid out, hidden, or visually hidden (1 px) for screen readers.
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
    const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
    if (box.left < -SLACK || box.right > innerWidth + SLACK)
      found.push(`${name} reaches past the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
    for (let frame = control.parentElement; frame; frame = frame.parentElement) {
      if (getComputedStyle(frame).overflowX === 'visible') continue;
      const edge = frame.getBoundingClientRect();
      if (box.left < edge.left - SLACK || box.right > edge.right + SLACK) {
        found.push(`${name} is cut by its ${frame.tagName.toLowerCase()}.${frame.getAttribute('class') ?? ''} container`);
        break;
      }
    }
    // A button's or a badge's label cut short (Mantine's hide what does not fit); a link's preview text may end in an ellipsis.
    if (!control.matches(LABELLED)) continue;
    // Visually hidden text (1 px wide, for screen readers: the countdown's 'Time left') is not a label cut short.
    const parts = [control, ...Array.from(control.querySelectorAll('*'))];
    if (parts.some((part) => part.clientWidth > 1 && part.scrollWidth > part.clientWidth + 1)) found.push(`${name} has its label cut short`);
  }
  return found;
}

/** Runs in the page: whether what moves has come to rest (a drawer slid in); spinners turn for ever and do not count. */
export function settled(): boolean {
  const { document } = globalThis as unknown as { document: { getAnimations(): Motion[] } };
  return document.getAnimations().every((motion) => motion.playState !== 'running' || motion.effect?.getTiming().iterations === Infinity);
}
interface Motion {
  playState: string;
  effect: { getTiming(): { iterations?: number } } | null;
}

/** Asserts that the page, once at rest, fits a phone screen; `screen` names it in a failure. */
export async function expectFitsPhone(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize();
  expect(viewport?.width).toBe(PHONE_VIEWPORT.width);
  await page.waitForFunction(settled);
  const found = await page.evaluate(misfits);
  expect({ screen, misfits: found }).toEqual({ screen, misfits: [] });
}
