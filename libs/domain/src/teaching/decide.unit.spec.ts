import { describe, expect, it } from '@jest/globals';
import { TEACHING_TEXT } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { DomainError } from '../core/errors.js';
import { teachingDecider, type TeachingCommand } from './decide.js';
import type { TeachingEvent, TeachingSessionStartedData } from './events.js';

const session: TeachingSessionStartedData = {
  sessionId: 's1',
  slideId: 'slide-1',
  revisionId: 'rev-1',
  title: 'Atypical squamous cells',
  instructorId: 'teacher',
  orgId: 'org-1',
  audience: { kind: 'group', groupId: 'g1' },
  at: 1_000,
};
const OPTIONS = ['NILM', 'LSIL', 'HSIL'];
const started: TeachingEvent = { type: 'TeachingSessionStarted', data: session };
const joined = (userId: string): TeachingEvent => ({ type: 'TeachingParticipantJoined', data: { sessionId: 's1', userId, at: 2_000 } });
const opened: TeachingEvent = { type: 'TeachingPollOpened', data: { sessionId: 's1', pollId: 'p1', options: OPTIONS, at: 3_000 } };
const answered = (userId: string, answer: string): TeachingEvent => ({
  type: 'TeachingPollAnswered',
  data: { sessionId: 's1', pollId: 'p1', userId, answer, at: 4_000 },
});
const closed: TeachingEvent = { type: 'TeachingPollClosed', data: { sessionId: 's1', pollId: 'p1', at: 5_000 } };
const ended: TeachingEvent = { type: 'TeachingSessionEnded', data: { sessionId: 's1', by: 'teacher', at: 9_000 } };

const answer = (userId: string, value: string): TeachingCommand => ({ type: 'AnswerTeachingPoll', userId, pollId: 'p1', answer: value, at: 4_000 });

const refusal = (history: TeachingEvent[], command: TeachingCommand): { kind: string; message: string } => {
  try {
    teachingDecider.decide(command, given(teachingDecider, history).state);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('teaching decider', () => {
  it('starts once: the same instructor resending records nothing, another is refused', () => {
    given(teachingDecider, [])
      .when({ type: 'StartTeachingSession', ...session })
      .then([started]);
    given(teachingDecider, [started])
      .when({ type: 'StartTeachingSession', ...session })
      .then([]);
    expect(refusal([started], { type: 'StartTeachingSession', ...session, instructorId: 'other' }).kind).toBe('conflict');
  });

  it('joins each participant once; the instructor is not a participant', () => {
    given(teachingDecider, [started])
      .when({ type: 'JoinTeachingSession', userId: 'ann', at: 2_000 })
      .then([joined('ann')]);
    given(teachingDecider, [started, joined('ann')])
      .when({ type: 'JoinTeachingSession', userId: 'ann', at: 2_500 })
      .then([]);
    given(teachingDecider, [started]).when({ type: 'JoinTeachingSession', userId: 'teacher', at: 2_000 }).then([]);
  });

  it('hands control to a participant and back, by the instructor only', () => {
    const hand = (by: string, userId: string | null): TeachingCommand => ({ type: 'HandTeachingControl', by, userId, at: 3_000 });
    given(teachingDecider, [started, joined('ann')])
      .when(hand('teacher', 'ann'))
      .then([{ type: 'TeachingControlHanded', data: { sessionId: 's1', userId: 'ann', at: 3_000 } }]);
    const handed: TeachingEvent = { type: 'TeachingControlHanded', data: { sessionId: 's1', userId: 'ann', at: 3_000 } };
    expect(given(teachingDecider, [started, joined('ann'), handed]).state.controllerId).toBe('ann');
    given(teachingDecider, [started, joined('ann'), handed])
      .when(hand('teacher', null))
      .then([{ type: 'TeachingControlHanded', data: { sessionId: 's1', userId: null, at: 3_000 } }]);
    expect(refusal([started, joined('ann')], hand('ann', 'ann'))).toEqual({ kind: 'forbidden', message: TEACHING_TEXT.notInstructor });
    expect(refusal([started, joined('ann')], hand('teacher', 'bob'))).toEqual({ kind: 'invalid', message: TEACHING_TEXT.notParticipant });
  });

  it('opens one poll at a time with the slide results, and refuses one without results', () => {
    const open: TeachingCommand = { type: 'OpenTeachingPoll', by: 'teacher', pollId: 'p1', options: OPTIONS, at: 3_000 };
    given(teachingDecider, [started]).when(open).then([opened]);
    expect(refusal([started, opened], { ...open, pollId: 'p2' })).toEqual({ kind: 'conflict', message: TEACHING_TEXT.pollOpen });
    expect(refusal([started], { ...open, options: [] })).toEqual({ kind: 'invalid', message: TEACHING_TEXT.noResultSet });
    given(teachingDecider, [started, opened, closed])
      .when({ ...open, pollId: 'p2' })
      .then([{ type: 'TeachingPollOpened', data: { sessionId: 's1', pollId: 'p2', options: OPTIONS, at: 3_000 } }]);
  });

  it('takes answers from participants while the poll is open; the last answer counts', () => {
    const history = [started, joined('ann'), opened];
    given(teachingDecider, history)
      .when(answer('ann', 'LSIL'))
      .then([answered('ann', 'LSIL')]);
    given(teachingDecider, [...history, answered('ann', 'LSIL')])
      .when(answer('ann', 'LSIL'))
      .then([]);
    given(teachingDecider, [...history, answered('ann', 'LSIL')])
      .when(answer('ann', 'HSIL'))
      .then([answered('ann', 'HSIL')]);
    expect(given(teachingDecider, [...history, answered('ann', 'LSIL'), answered('ann', 'HSIL')]).state.poll?.answers).toEqual({ ann: 'HSIL' });
    expect(refusal(history, answer('bob', 'LSIL'))).toEqual({ kind: 'forbidden', message: TEACHING_TEXT.notJoined });
    expect(refusal(history, answer('ann', 'MAYBE'))).toEqual({ kind: 'invalid', message: TEACHING_TEXT.notAnOption });
    expect(refusal([...history, closed], answer('ann', 'LSIL'))).toEqual({ kind: 'conflict', message: TEACHING_TEXT.noOpenPoll });
  });

  it('reveals the solution once, and ends once; nothing but ending again after the end', () => {
    const reveal: TeachingCommand = { type: 'RevealTeachingSolution', by: 'teacher', result: 'HSIL', objects: [{ id: 'o1', x: 10, y: 20 }], at: 6_000 };
    const revealed: TeachingEvent = {
      type: 'TeachingSolutionRevealed',
      data: { sessionId: 's1', result: 'HSIL', objects: [{ id: 'o1', x: 10, y: 20 }], at: 6_000 },
    };
    given(teachingDecider, [started]).when(reveal).then([revealed]);
    given(teachingDecider, [started, revealed]).when(reveal).then([]);
    given(teachingDecider, [started, opened]).when({ type: 'EndTeachingSession', by: 'teacher', at: 9_000 }).then([ended]);
    expect(given(teachingDecider, [started, opened, ended]).state.poll?.open).toBe(false);
    given(teachingDecider, [started, ended]).when({ type: 'EndTeachingSession', by: 'teacher', at: 9_500 }).then([]);
    expect(refusal([started, ended], { type: 'JoinTeachingSession', userId: 'ann', at: 9_600 })).toEqual({ kind: 'conflict', message: TEACHING_TEXT.ended });
    expect(refusal([started], { type: 'EndTeachingSession', by: 'ann', at: 9_000 })).toEqual({ kind: 'forbidden', message: TEACHING_TEXT.notInstructor });
  });

  it('knows nothing of a session never started', () => {
    expect(refusal([], { type: 'JoinTeachingSession', userId: 'ann', at: 1 })).toEqual({ kind: 'not_found', message: TEACHING_TEXT.notFound });
  });
});
