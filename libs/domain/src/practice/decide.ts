import { PRACTICE_MSG, PRACTICE_SET_SIZE } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { PracticeCommand } from './commands.js';
import type { PracticeEvent } from './events.js';

/** The learner's sets so far (only their ids: the read model holds the rest). */
export interface PracticeState {
  setIds: string[];
}

/**
 * A learner's practice sets (docs/adr/0036 "Practice sets"): a set is 1 to PRACTICE_SET_SIZE
 * distinct slides the learner still has to review; anything else is refused on `slideIds`, and a
 * set id used before appends nothing (a resent request).
 */
export const practiceDecider: Decider<PracticeCommand, PracticeEvent, PracticeState> = {
  initialState: () => ({ setIds: [] }),
  evolve: (state, event) => ({ setIds: [...state.setIds, event.data.setId] }),
  decide: (command, state) => {
    if (state.setIds.includes(command.setId)) return [];
    const ids = command.slides.map((s) => s.slideId);
    if (ids.length === 0) refuse('invalid', PRACTICE_MSG.empty, 'slideIds');
    if (ids.length > PRACTICE_SET_SIZE) refuse('invalid', PRACTICE_MSG.tooMany(PRACTICE_SET_SIZE), 'slideIds');
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice !== undefined) refuse('invalid', PRACTICE_MSG.duplicate(twice), 'slideIds');
    const unknown = ids.find((id) => !command.library.has(id));
    if (unknown !== undefined) refuse('invalid', PRACTICE_MSG.notRecommended(unknown), 'slideIds');
    const { userId, setId, assignedBy, at } = command;
    return [{ type: 'PracticeSetAssigned', data: { userId, setId, slides: command.slides.map((s) => ({ ...s })), assignedBy, assignedAt: at } }];
  },
};
