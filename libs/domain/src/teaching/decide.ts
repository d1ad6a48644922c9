import { TEACHING_TEXT, type TeachingSolution } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { TeachingEvent, TeachingSessionStartedData } from './events.js';

/**
 * Who may start or join is checked before (libs/permissions canStartTeaching / canJoinTeaching);
 * the decider keeps the session's own life straight: instructor-only commands carry `by`.
 */
export type TeachingCommand =
  | ({ type: 'StartTeachingSession' } & TeachingSessionStartedData)
  | { type: 'JoinTeachingSession'; userId: string; at: number }
  | { type: 'HandTeachingControl'; by: string; userId: string | null; at: number }
  | { type: 'OpenTeachingPoll'; by: string; pollId: string; options: string[]; at: number }
  | { type: 'AnswerTeachingPoll'; userId: string; pollId: string; answer: string; at: number }
  | { type: 'CloseTeachingPoll'; by: string; at: number }
  | ({ type: 'RevealTeachingSolution'; by: string; at: number } & TeachingSolution)
  | { type: 'EndTeachingSession'; by: string; at: number };

export interface TeachingPollState {
  pollId: string;
  options: string[];
  open: boolean;
  /** Participant → their last answer. */
  answers: Record<string, string>;
}

export interface TeachingState {
  session: TeachingSessionStartedData | null;
  ended: boolean;
  participants: string[];
  /** null: the instructor. */
  controllerId: string | null;
  poll: TeachingPollState | null;
  revealed: boolean;
}

const initialTeachingState = (): TeachingState => ({ session: null, ended: false, participants: [], controllerId: null, poll: null, revealed: false });

function evolveTeaching(state: TeachingState, event: TeachingEvent): TeachingState {
  switch (event.type) {
    case 'TeachingSessionStarted':
      return { ...state, session: event.data };
    case 'TeachingParticipantJoined':
      return { ...state, participants: [...state.participants, event.data.userId] };
    case 'TeachingControlHanded':
      return { ...state, controllerId: event.data.userId };
    case 'TeachingPollOpened':
      return { ...state, poll: { pollId: event.data.pollId, options: event.data.options, open: true, answers: {} } };
    case 'TeachingPollAnswered':
      return state.poll ? { ...state, poll: { ...state.poll, answers: { ...state.poll.answers, [event.data.userId]: event.data.answer } } } : state;
    case 'TeachingPollClosed':
      return state.poll ? { ...state, poll: { ...state.poll, open: false } } : state;
    case 'TeachingSolutionRevealed':
      return { ...state, revealed: true };
    case 'TeachingSessionEnded':
      return { ...state, ended: true, controllerId: null, poll: state.poll ? { ...state.poll, open: false } : null };
  }
}

function decideTeaching(command: TeachingCommand, state: TeachingState): TeachingEvent[] {
  if (command.type === 'StartTeachingSession') {
    const { type: _type, ...data } = command;
    // A resent start (same client-made id) records nothing twice; someone else's id is not theirs.
    if (state.session) return state.session.instructorId === data.instructorId ? [] : refuse('conflict', TEACHING_TEXT.notFound);
    return [{ type: 'TeachingSessionStarted', data }];
  }
  const session = state.session ?? refuse('not_found', TEACHING_TEXT.notFound);
  const sessionId = session.sessionId;
  if (command.type === 'EndTeachingSession') {
    if (command.by !== session.instructorId) refuse('forbidden', TEACHING_TEXT.notInstructor);
    return state.ended ? [] : [{ type: 'TeachingSessionEnded', data: { sessionId, by: command.by, at: command.at } }];
  }
  if (state.ended) refuse('conflict', TEACHING_TEXT.ended);
  switch (command.type) {
    case 'JoinTeachingSession':
      if (command.userId === session.instructorId || state.participants.includes(command.userId)) return [];
      return [{ type: 'TeachingParticipantJoined', data: { sessionId, userId: command.userId, at: command.at } }];
    case 'AnswerTeachingPoll': {
      if (!state.participants.includes(command.userId)) refuse('forbidden', TEACHING_TEXT.notJoined);
      const poll = state.poll;
      if (!poll?.open || poll.pollId !== command.pollId) return refuse('conflict', TEACHING_TEXT.noOpenPoll);
      if (!poll.options.includes(command.answer)) refuse('invalid', TEACHING_TEXT.notAnOption, 'answer');
      // The last answer counts: the same one again changes nothing.
      if (poll.answers[command.userId] === command.answer) return [];
      return [{ type: 'TeachingPollAnswered', data: { sessionId, pollId: poll.pollId, userId: command.userId, answer: command.answer, at: command.at } }];
    }
  }
  if (command.by !== session.instructorId) refuse('forbidden', TEACHING_TEXT.notInstructor);
  switch (command.type) {
    case 'HandTeachingControl':
      if (command.userId !== null && !state.participants.includes(command.userId)) refuse('invalid', TEACHING_TEXT.notParticipant, 'userId');
      if (command.userId === state.controllerId) return [];
      return [{ type: 'TeachingControlHanded', data: { sessionId, userId: command.userId, at: command.at } }];
    case 'OpenTeachingPoll':
      if (state.poll?.open) refuse('conflict', TEACHING_TEXT.pollOpen);
      if (command.options.length === 0) refuse('invalid', TEACHING_TEXT.noResultSet);
      return [{ type: 'TeachingPollOpened', data: { sessionId, pollId: command.pollId, options: command.options, at: command.at } }];
    case 'CloseTeachingPoll':
      if (!state.poll?.open) return refuse('conflict', TEACHING_TEXT.noOpenPoll);
      return [{ type: 'TeachingPollClosed', data: { sessionId, pollId: state.poll.pollId, at: command.at } }];
    case 'RevealTeachingSolution':
      if (state.revealed) return [];
      return [{ type: 'TeachingSolutionRevealed', data: { sessionId, result: command.result, objects: command.objects, at: command.at } }];
  }
}

/** One live teaching session: started, joined, control handed, polls, the solution revealed, ended. */
export const teachingDecider: Decider<TeachingCommand, TeachingEvent, TeachingState> = {
  initialState: initialTeachingState,
  evolve: evolveTeaching,
  decide: decideTeaching,
};
