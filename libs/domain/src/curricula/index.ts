import type { Decider, DomainEvent } from '../core/decider.js';
import { refuse } from '../core/errors.js';

/**
 * Assignments (curricula). Only what the administration of users and groups needs so far: an
 * assignment exists and has a name. Entries, schedules and the rest of the content item come with
 * the content framework, as further events on the same stream.
 */
export const curriculumStream = (curriculumId: string): string => `curriculum-${curriculumId}`;

export type CurriculumCreated = DomainEvent<'CurriculumCreated', { curriculumId: string; name: string; orgId: string | null }>;
export type CurriculumEvent = CurriculumCreated;
export type CurriculumCommand = { type: 'CreateCurriculum'; curriculumId: string; name: string; orgId: string | null };

export interface CurriculumState {
  exists: boolean;
}

export const curriculumDecider: Decider<CurriculumCommand, CurriculumEvent, CurriculumState> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide: (command, state) => {
    if (state.exists) refuse('conflict', 'Assignment already exists.');
    const { type: _type, ...data } = command;
    return [{ type: 'CurriculumCreated', data }];
  },
};
