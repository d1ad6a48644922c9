import { describe, expect, it } from '@jest/globals';
import { RankedLearners, type RankedRow } from './ranked-learners.js';

const row = (lastName: string, slides: number): RankedRow => ({
  userId: lastName,
  firstName: 'A',
  lastName,
  slides,
  kappa: null,
  falseNegativeRate: null,
  downgradeRate: null,
  overcallRate: null,
  locator: 0,
  interpretation: 0,
  overcall: 0,
  outliers: [],
});

describe('the ranked learners kept between requests', () => {
  it('reads once per stamp, sorts each order once, and reads again when the organization’s tallies change', async () => {
    const ranked = new RankedLearners();
    let reads = 0;
    const read = (rows: RankedRow[]) => () => {
      reads += 1;
      return Promise.resolve(rows);
    };
    const first = [row('Keller', 2), row('Adler', 5)];
    const names = (rows: RankedRow[]) => rows.map((r) => r.lastName);
    expect(names(await ranked.ordered('org', 's1', 'name', 'asc', read(first)))).toEqual(['Adler', 'Keller']);
    expect(names(await ranked.ordered('org', 's1', 'slides', 'asc', read(first)))).toEqual(['Keller', 'Adler']);
    expect(reads).toBe(1);
    // A submit gave the organization a new stamp: read again, never the kept rows.
    const after = [row('Keller', 9), row('Adler', 5)];
    expect(names(await ranked.ordered('org', 's2', 'slides', 'asc', read(after)))).toEqual(['Adler', 'Keller']);
    expect(reads).toBe(2);
    // Ties (no kappa for anyone) go by name, either way; the name order turns round.
    expect(names(await ranked.ordered('org', 's2', 'kappa', 'desc', read(after)))).toEqual(['Adler', 'Keller']);
    expect(names(await ranked.ordered('org', 's2', 'name', 'desc', read(after)))).toEqual(['Keller', 'Adler']);
    expect(reads).toBe(2);
  });

  it('keeps each viewer’s reading apart, and lets the oldest go beyond sixteen', async () => {
    const ranked = new RankedLearners();
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve([row('Adler', 1)]);
    };
    for (let k = 0; k <= 16; k++) await ranked.ordered(`viewer-${k}`, 's', 'name', 'asc', read);
    expect(reads).toBe(17);
    await ranked.ordered('viewer-16', 's', 'name', 'asc', read);
    expect(reads).toBe(17);
    await ranked.ordered('viewer-0', 's', 'name', 'asc', read);
    expect(reads).toBe(18);
  });
});
