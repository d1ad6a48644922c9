import { describe, expect, it } from '@jest/globals';
import { learnerOrder, type Sortable } from './learner-order.js';

const row = (lastName: string, kappa: number | null): Sortable => ({
  userId: lastName,
  firstName: 'A',
  lastName,
  slides: 1,
  kappa,
  falseNegativeRate: null,
  downgradeRate: null,
  overcallRate: null,
  locator: 0,
  interpretation: 0,
  overcall: 0,
});

describe('the order of the organization’s learners', () => {
  const rows = [row('Ibsen', 0.2), row('Adler', null), row('Keller', 0.9), row('Brandt', 0.2)];
  const names = (sort: Parameters<typeof learnerOrder>[0], order: 'asc' | 'desc') => [...rows].sort(learnerOrder(sort, order)).map((r) => r.lastName);

  it('sorts by a figure, those without it last either way, ties by name', () => {
    expect(names('kappa', 'desc')).toEqual(['Keller', 'Brandt', 'Ibsen', 'Adler']);
    expect(names('kappa', 'asc')).toEqual(['Brandt', 'Ibsen', 'Keller', 'Adler']);
  });

  it('sorts by name either way', () => {
    expect(names('name', 'asc')).toEqual(['Adler', 'Brandt', 'Ibsen', 'Keller']);
    expect(names('name', 'desc')).toEqual(['Keller', 'Ibsen', 'Brandt', 'Adler']);
  });
});
