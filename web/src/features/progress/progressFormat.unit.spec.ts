import { describe, expect, it } from '@jest/globals';
import type { ProgressOverview } from '@cytocampus/contracts';
import { percent, shownCourses, statusLabel } from './progressFormat';

const course = (id: string, preWork: boolean): ProgressOverview['modules'][number] => ({
  id,
  name: id,
  items: 2,
  totalComplete: 1,
  totalIncomplete: 0,
  totalPending: 1,
  totalTestsOrCases: 0,
  progress: 0.5,
  firstStart: 1,
  result: null,
  passingScore: null,
  preWork,
});

describe('the overlay’s cells', () => {
  it('shows shares as whole percentages and a dash for none, and an item as Complete or Pending', () => {
    expect([percent(0.755), percent(0), percent(null)]).toEqual(['76%', '0%', '—']);
    expect([statusLabel({ status: 'complete' }), statusLabel({ status: 'pending' })]).toEqual(['Complete', 'Pending']);
  });

  it('keeps the pre-work courses with the Pre-Work option', () => {
    const overview: ProgressOverview = {
      user: { firstName: 'Jane', lastName: 'Okafor', email: '', profession: '', authUserId: 'u1' },
      modules: [course('a', false), course('b', true)],
      abilities: { canClearProgress: false },
    };
    expect(shownCourses(overview, false).map((m) => m.id)).toEqual(['a', 'b']);
    expect(shownCourses(overview, true).map((m) => m.id)).toEqual(['b']);
  });
});
