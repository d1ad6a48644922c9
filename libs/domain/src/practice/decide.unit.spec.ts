import { describe, expect, it } from '@jest/globals';
import { PRACTICE_MSG } from '@cytocampus/contracts';
import { DomainError } from '../core/errors.js';
import { practiceDecider } from './decide.js';
import type { AssignPracticeSet } from './commands.js';

const assign = (slideIds: string[], setId = 'set-1'): AssignPracticeSet => ({
  type: 'AssignPracticeSet',
  userId: 'u1',
  setId,
  slides: slideIds.map((slideId) => ({ slideId, reason: `why ${slideId}` })),
  library: new Set(['s1', 's2', 's3']),
  assignedBy: 'm1',
  at: 1000,
});

const refusal = (command: AssignPracticeSet) => {
  try {
    practiceDecider.decide(command, practiceDecider.initialState());
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, field: error.field, message: error.message };
  }
  return null;
};

describe('practiceDecider', () => {
  it('records a set of library slides the learner still has to review', () => {
    expect(practiceDecider.decide(assign(['s2', 's1']), practiceDecider.initialState())).toEqual([
      {
        type: 'PracticeSetAssigned',
        data: {
          userId: 'u1',
          setId: 'set-1',
          slides: [
            { slideId: 's2', reason: 'why s2' },
            { slideId: 's1', reason: 'why s1' },
          ],
          assignedBy: 'm1',
          assignedAt: 1000,
        },
      },
    ]);
  });

  it('refuses on slideIds an empty set, a slide twice, or one the learner has reviewed or that is not in the library', () => {
    expect(refusal(assign([]))).toEqual({ kind: 'invalid', field: 'slideIds', message: PRACTICE_MSG.empty });
    expect(refusal(assign(['s1', 's1']))).toEqual({ kind: 'invalid', field: 'slideIds', message: PRACTICE_MSG.duplicate('s1') });
    expect(refusal(assign(['s1', 'seen']))).toEqual({ kind: 'invalid', field: 'slideIds', message: PRACTICE_MSG.notRecommended('seen') });
  });

  it('appends nothing for a set id already recorded', () => {
    const state = practiceDecider.evolve(practiceDecider.initialState(), practiceDecider.decide(assign(['s1']), practiceDecider.initialState())[0]!);
    expect(practiceDecider.decide(assign(['s1']), state)).toEqual([]);
  });
});
