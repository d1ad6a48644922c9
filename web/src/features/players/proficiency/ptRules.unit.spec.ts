import { describe, expect, it } from '@jest/globals';
import { answersOf, clockOffset, formatCountdown, msLeft, percentOf, unansweredSlides } from './ptRules';

const page = (result: unknown) => ({ startTime: null, elapsed: 0, submitTime: null, score: null, lastUpdate: null, data: { result } });

describe('proficiency screen rules', () => {
  it('counts down by the server clock: a browser 5 s behind still ends at the server deadline', () => {
    const offset = clockOffset({ serverNow: 10_000 }, 5_000);
    expect(offset).toBe(5_000);
    expect(msLeft({ deadline: 70_000 }, 60_000, offset)).toBe(5_000);
    expect(msLeft({ deadline: 70_000 }, 66_000, offset)).toBe(0);
  });

  it('formats the countdown, rounding up', () => {
    expect([formatCountdown(7_200_000), formatCountdown(59_001), formatCountdown(1), formatCountdown(0)]).toEqual(['2:00:00', '1:00', '0:01', '0:00']);
  });

  it('names the unanswered slides and formats a score', () => {
    const review = { pages: [page('NILM'), page(null), page(''), page('HSIL')] };
    expect(answersOf(review)).toEqual(['NILM', null, null, 'HSIL']);
    expect(unansweredSlides(review)).toEqual([2, 3]);
    expect([percentOf(0.6), percentOf(0.875), percentOf(-0.05)]).toEqual(['60 %', '87.5 %', '-5 %']);
  });
});
