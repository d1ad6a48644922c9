import type { DomainEvent } from '../core/decider.js';

/** A learner's practice sets (issue 31, docs/adr/0036 "Practice sets"): `practice-<userId>`, a few events a year. */
export const practiceStream = (userId: string): string => `practice-${userId}`;

/** One slide of a set and why it was chosen, as the assigner saw it. */
export interface PracticeSetSlide {
  slideId: string;
  reason: string;
}

/** A practice set was assigned to the learner (by a manager, an admin, or the learner themselves); the newest one is their current set. */
export type PracticeSetAssigned = DomainEvent<
  'PracticeSetAssigned',
  { userId: string; setId: string; slides: PracticeSetSlide[]; assignedBy: string; assignedAt: number }
>;

export type PracticeEvent = PracticeSetAssigned;
export const PRACTICE_EVENT_TYPES = ['PracticeSetAssigned'] as const satisfies readonly PracticeEvent['type'][];
