import { describe, expect, it } from '@jest/globals';
import { concernsAnyLearner, concernsLearner, skillExportHref, skillPeriodParams } from './api';
import { cellShade, durationText, kappaText, matrixMax, rateText } from './skillFormat';
import { nextLearnerOrder, readLearnerOrder } from './useLearnerOrder';

describe('the Skills pages’ figures', () => {
  it('says rates, kappa and times plainly, and a missing figure as a dash', () => {
    expect([rateText(0.125), rateText(null), kappaText(0.4567), kappaText(null)]).toEqual(['13%', '–', '0.46', '–']);
    expect([durationText(44_600), durationText(125_000), durationText(null)]).toEqual(['45 s', '2 min 05 s', '–']);
  });

  it('shades a matrix cell by its count against the fullest, leaving empty cells blank', () => {
    expect(cellShade(0, 5)).toEqual({ alpha: 0, dark: false });
    expect(cellShade(5, 5)).toEqual({ alpha: 1, dark: true });
    expect(cellShade(1, 10)).toEqual({ alpha: 0.24, dark: false });
    expect(cellShade(3, 0)).toEqual({ alpha: 0, dark: false });
    const matrix = { A: { A: 0, B: 0, C: 0, D: 0 }, B: { A: 0, B: 4, C: 1, D: 0 }, C: { A: 0, B: 0, C: 0, D: 0 }, D: { A: 0, B: 0, C: 7, D: 2 } };
    expect(matrixMax(matrix)).toBe(7);
  });

  it('reads the learners’ order from the address, anything the API would refuse as unset', () => {
    expect(readLearnerOrder(new URLSearchParams('sort=kappa&order=desc&page=3&limit=50'))).toEqual({ sort: 'kappa', order: 'desc', page: 3, limit: 50 });
    expect(readLearnerOrder(new URLSearchParams('sort=medianTimeMs&order=up&page=0&limit=7'))).toEqual({ sort: 'name', order: 'asc', page: 1, limit: 25 });
  });

  it('turns a column’s order round on a second click, and sorts a new figure highest first, from page 1', () => {
    const now = { sort: 'kappa', order: 'desc', page: 4, limit: 25 } as const;
    expect(nextLearnerOrder(now, 'kappa')).toEqual({ ...now, order: 'asc', page: 1 });
    expect(nextLearnerOrder(now, 'locator')).toEqual({ ...now, sort: 'locator', order: 'desc', page: 1 });
    expect(nextLearnerOrder(now, 'name')).toEqual({ ...now, sort: 'name', order: 'asc', page: 1 });
  });

  it('asks for a period only when one is chosen, and exports the same period', () => {
    expect(skillPeriodParams({ from: '', to: '2026-11' })).toEqual({ from: undefined, to: '2026-11' });
    expect(skillExportHref({ orgId: 'o1' })).toBe('/api/v1/organizations/o1/skills/export');
    expect(skillExportHref({ orgId: 'o1', from: '2026-01', to: '2026-11' })).toBe('/api/v1/organizations/o1/skills/export?from=2026-01&to=2026-11');
  });

  it('follows a learner’s own skill notices on their page, and anyone’s on the organization’s view', () => {
    const notice = (model: 'skill' | 'ptStatus', id: string) => ({ model, id, version: 2 }) as const;
    expect([
      concernsLearner('u1')(notice('skill', 'u1')),
      concernsLearner('u1')(notice('skill', 'u2')),
      concernsLearner('u1')(notice('ptStatus', 'u1')),
    ]).toEqual([true, false, false]);
    expect([concernsAnyLearner(notice('skill', 'u2')), concernsAnyLearner(notice('ptStatus', 'u2'))]).toEqual([true, false]);
  });
});
