/**
 * The proficiency player as a learner uses it (issue 30), for browser specs: the countdown read as
 * seconds, and an answer sheet given slide by slide through the navigator and the result radios.
 */
import type { Page } from 'playwright-core';

/** One slide's answer: the slide is known by its accession (the player shows it), the answer by its GYN result code. */
export interface PtAnswer {
  accession: string;
  result: string;
}

/** The countdown's time left in seconds ('Time left: 1:59:58' or '59:58'). */
export async function ptSecondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const clock = text.split(': ').pop() ?? '';
  if (!/^\d+(:\d{2}){1,2}$/.test(clock)) throw new Error(`The countdown reads '${text}'`);
  return clock.split(':').reduce((seconds, part) => seconds * 60 + Number(part), 0);
}

/**
 * Answers the slides in the navigator's order: opens each slide, checks it is the one meant (its
 * accession), chooses the result (the player saves each choice at once; there is no capture).
 */
export async function answerPt(page: Page, sheet: readonly PtAnswer[]): Promise<void> {
  const navigator = page.getByRole('navigation', { name: 'Slides' });
  for (const [i, { accession, result }] of sheet.entries()) {
    await navigator.getByRole('button', { name: new RegExp(`^Slide ${i + 1} of ${sheet.length},`) }).click();
    await page.getByText(accession, { exact: true }).waitFor();
    await page.getByRole('radio', { name: new RegExp(`^${result} `) }).check();
  }
}

/** Submit test, then Submit in the confirmation once it says every slide is answered (so every choice is saved). */
export async function submitPt(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit test' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the test?' });
  await confirm.getByText('Every slide is answered. Once submitted, answers can no longer change.').waitFor();
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
}
