import type { TeachingAudience, TeachingSolution } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/**
 * A live teaching session's life (docs/adr/0030): who started it for whom, who joined, who holds
 * control, its polls and answers, the revealed solution. The viewer's motion is never an event.
 * Events carry the session id and their time (epoch ms).
 */
export const teachingStream = (sessionId: string): string => `teaching-${sessionId}`;

export interface TeachingSessionStartedData {
  sessionId: string;
  /** The slide's item id and the revision shown. */
  slideId: string;
  revisionId: string;
  title: string;
  instructorId: string;
  orgId: string;
  audience: TeachingAudience;
  at: number;
}

type Of<T extends string, D> = DomainEvent<T, { sessionId: string; at: number } & D>;
export type TeachingSessionStarted = DomainEvent<'TeachingSessionStarted', TeachingSessionStartedData>;
export type TeachingParticipantJoined = Of<'TeachingParticipantJoined', { userId: string }>;
/** `userId` null: control back to the instructor. */
export type TeachingControlHanded = Of<'TeachingControlHanded', { userId: string | null }>;
export type TeachingPollOpened = Of<'TeachingPollOpened', { pollId: string; options: string[] }>;
/** A participant's answer; a later one of the same participant in the same poll replaces it. */
export type TeachingPollAnswered = Of<'TeachingPollAnswered', { pollId: string; userId: string; answer: string }>;
export type TeachingPollClosed = Of<'TeachingPollClosed', { pollId: string }>;
export type TeachingSolutionRevealed = Of<'TeachingSolutionRevealed', TeachingSolution>;
export type TeachingSessionEnded = Of<'TeachingSessionEnded', { by: string }>;

export type TeachingEvent =
  | TeachingSessionStarted
  | TeachingParticipantJoined
  | TeachingControlHanded
  | TeachingPollOpened
  | TeachingPollAnswered
  | TeachingPollClosed
  | TeachingSolutionRevealed
  | TeachingSessionEnded;

export const TEACHING_EVENT_TYPES = [
  'TeachingSessionStarted',
  'TeachingParticipantJoined',
  'TeachingControlHanded',
  'TeachingPollOpened',
  'TeachingPollAnswered',
  'TeachingPollClosed',
  'TeachingSolutionRevealed',
  'TeachingSessionEnded',
] as const satisfies readonly TeachingEvent['type'][];
