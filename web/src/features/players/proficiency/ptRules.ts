import type { PtAttemptClock, ReviewRecord } from '@cytocampus/contracts';

/**
 * The proficiency screens' pure rules (issue 30): the server's clock as this browser sees it, the
 * countdown, which slides are answered.
 */

/** How far this browser's clock is behind the server's (ms), from an answer's serverNow and when it arrived. */
export const clockOffset = (clock: Pick<PtAttemptClock, 'serverNow'>, receivedAt: number): number => clock.serverNow - receivedAt;

/** Milliseconds left until the deadline by the server's clock (never below 0). */
export const msLeft = (clock: Pick<PtAttemptClock, 'deadline'>, localNow: number, offset: number): number => Math.max(0, clock.deadline - (localNow + offset));

/** h:mm:ss (or m:ss under an hour), rounded up so that 0:00 shows only at the deadline. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The result each page holds (null: not answered). */
export const answersOf = (review: Pick<ReviewRecord, 'pages'>): (string | null)[] =>
  review.pages.map((p) => (typeof p.data.result === 'string' && p.data.result !== '' ? p.data.result : null));

/** The 1-based numbers of the slides not answered, for the submit's confirmation. */
export const unansweredSlides = (review: Pick<ReviewRecord, 'pages'>): number[] => answersOf(review).flatMap((answer, i) => (answer === null ? [i + 1] : []));

/** A score as a percentage with one decimal at most (0.6 → '60 %', 0.875 → '87.5 %'). */
export const percentOf = (score: number): string => `${Math.round(score * 1000) / 10} %`;
