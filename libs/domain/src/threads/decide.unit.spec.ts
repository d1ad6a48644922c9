import { describe, expect, it } from '@jest/globals';
import { THREAD_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { DomainError } from '../core/errors.js';
import { dailySummaryDecider, messageDecider, threadDecider } from './decide.js';
import type { MessageEvent, MessagePostedData, ThreadEvent, ThreadStartedData } from './events.js';

const community: ThreadStartedData = { threadId: 't1', kind: 'community', ref: null, userIds: null, title: 'Fixation', createdBy: 'u1', startedAt: 1_000 };
const conversation: ThreadStartedData = { ...community, kind: 'conversation', userIds: ['u1', 'u2'], title: 'Conversation' };
const started = (data: ThreadStartedData = community): ThreadEvent => ({ type: 'ThreadStarted', data });
const change = { by: 'u9', at: 2_000 };
const deleted: ThreadEvent = { type: 'ThreadDeleted', data: { threadId: 't1', ...change } };

const message: MessagePostedData = { messageId: 'm1', threadId: 't1', userId: 'u1', message: '<p>Hello</p>', attachments: [], ts: 1_500 };
const posted: MessageEvent = { type: 'MessagePosted', data: message };
const attachment = { fileId: 'f1', name: 'cells.png', type: 'image/png', size: 10 };

/** The kind of a refusal, with its message (the API maps the kind to the status). */
const refusal = (run: () => unknown): { kind: string; message: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('thread decider', () => {
  it('starts a thread once; a start resent by its starter changes nothing, anyone else’s is refused', () => {
    given(threadDecider, [])
      .when({ type: 'StartThread', ...community })
      .then([started()]);
    given(threadDecider, [started()])
      .when({ type: 'StartThread', ...community })
      .then([]);
    given(threadDecider, [started()])
      .when({ type: 'StartThread', ...community, createdBy: 'u2' })
      .thenRefuses(THREAD_MSG.notFound);
    expect(refusal(() => threadDecider.decide({ type: 'StartThread', ...community, createdBy: 'u2' }, given(threadDecider, [started()]).state))).toEqual({
      kind: 'conflict',
      message: THREAD_MSG.notFound,
    });
  });

  it('locks, makes sticky and retitles; setting what is already set records nothing', () => {
    given(threadDecider, [started()])
      .when({ type: 'LockThread', locked: true, ...change })
      .then([{ type: 'ThreadLockChanged', data: { threadId: 't1', locked: true, ...change } }]);
    given(threadDecider, [started()])
      .when({ type: 'LockThread', locked: false, ...change })
      .then([]);
    const locked: ThreadEvent = { type: 'ThreadLockChanged', data: { threadId: 't1', locked: true, ...change } };
    given(threadDecider, [started(), locked])
      .when({ type: 'LockThread', locked: true, ...change })
      .then([]);
    given(threadDecider, [started()])
      .when({ type: 'MakeThreadSticky', sticky: true, ...change })
      .then([{ type: 'ThreadStickyChanged', data: { threadId: 't1', sticky: true, ...change } }]);
    given(threadDecider, [started()])
      .when({ type: 'RetitleThread', title: 'Fixation', ...change })
      .then([]);
    given(threadDecider, [started()])
      .when({ type: 'RetitleThread', title: 'Staining', ...change })
      .then([{ type: 'ThreadRetitled', data: { threadId: 't1', title: 'Staining', ...change } }]);
  });

  it('refuses to lock a conversation or make it sticky', () => {
    given(threadDecider, [started(conversation)])
      .when({ type: 'LockThread', locked: true, ...change })
      .thenRefuses('A conversation cannot be locked.', 'locked');
    given(threadDecider, [started(conversation)])
      .when({ type: 'MakeThreadSticky', sticky: true, ...change })
      .thenRefuses('A conversation cannot be sticky.', 'sticky');
  });

  it('refuses every change of a deleted or never started thread as not found, and a new start of a deleted one', () => {
    for (const history of [[], [started(), deleted]]) {
      for (const command of [
        { type: 'RetitleThread' as const, title: 'New', ...change },
        { type: 'LockThread' as const, locked: true, ...change },
        { type: 'MakeThreadSticky' as const, sticky: true, ...change },
        { type: 'DeleteThread' as const, ...change },
      ]) {
        expect(refusal(() => threadDecider.decide(command, given(threadDecider, history).state))).toEqual({ kind: 'not_found', message: THREAD_MSG.notFound });
      }
    }
    given(threadDecider, [started(), deleted])
      .when({ type: 'StartThread', ...community })
      .thenRefuses(THREAD_MSG.notFound);
    given(threadDecider, [started()])
      .when({ type: 'DeleteThread', ...change })
      .then([deleted]);
  });
});

describe('message decider', () => {
  it('posts a message once: the same post resent changes nothing, another sender or thread with its id is refused', () => {
    given(messageDecider, [])
      .when({ type: 'PostMessage', ...message })
      .then([posted]);
    given(messageDecider, [posted])
      .when({ type: 'PostMessage', ...message, ts: 9_000 })
      .then([]);
    given(messageDecider, [posted])
      .when({ type: 'PostMessage', ...message, userId: 'u2' })
      .thenRefuses(THREAD_MSG.messageNotFound);
    given(messageDecider, [posted])
      .when({ type: 'PostMessage', ...message, threadId: 't2' })
      .thenRefuses(THREAD_MSG.messageNotFound);
  });

  it('edits the text or the attachments; an edit that changes neither records nothing', () => {
    const edit = (text: string, attachments = message.attachments) => ({ type: 'EditMessage' as const, message: text, attachments, by: 'u1', at: 3_000 });
    given(messageDecider, [posted]).when(edit('<p>Hello</p>')).then([]);
    given(messageDecider, [posted])
      .when(edit('<p>Hello again</p>'))
      .then([{ type: 'MessageEdited', data: { messageId: 'm1', threadId: 't1', message: '<p>Hello again</p>', attachments: [], by: 'u1', lastEdit: 3_000 } }]);
    given(messageDecider, [posted])
      .when(edit('<p>Hello</p>', [attachment]))
      .then([
        { type: 'MessageEdited', data: { messageId: 'm1', threadId: 't1', message: '<p>Hello</p>', attachments: [attachment], by: 'u1', lastEdit: 3_000 } },
      ]);
    const edited: MessageEvent = {
      type: 'MessageEdited',
      data: { messageId: 'm1', threadId: 't1', message: '<p>Hello</p>', attachments: [attachment], by: 'u1', lastEdit: 3_000 },
    };
    given(messageDecider, [posted, edited])
      .when(edit('<p>Hello</p>', [attachment]))
      .then([]);
  });

  it('deletes a message once; a deleted or never posted one is not found', () => {
    const remove = { type: 'DeleteMessage' as const, by: 'u9', at: 4_000 };
    const removed: MessageEvent = { type: 'MessageDeleted', data: { messageId: 'm1', threadId: 't1', by: 'u9', at: 4_000 } };
    given(messageDecider, [posted]).when(remove).then([removed]);
    given(messageDecider, [posted, removed]).when(remove).thenRefuses(THREAD_MSG.messageNotFound);
    given(messageDecider, [posted, removed])
      .when({ type: 'EditMessage', message: 'x', attachments: [], by: 'u1', at: 5_000 })
      .thenRefuses(THREAD_MSG.messageNotFound);
    given(messageDecider, []).when(remove).thenRefuses(THREAD_MSG.messageNotFound);
  });
});

describe('daily summary decider', () => {
  it('sends one summary a day per user: its stream takes one event', () => {
    const command = { type: 'SendDailySummary' as const, userId: 'u1', day: '2026-11-22', messageIds: ['m1', 'm2'], at: 7_000 };
    const sent = { type: 'DailySummarySent' as const, data: { userId: 'u1', day: '2026-11-22', messageIds: ['m1', 'm2'], at: 7_000 } };
    given(dailySummaryDecider, []).when(command).then([sent]);
    given(dailySummaryDecider, [sent])
      .when({ ...command, messageIds: ['m3'] })
      .thenRefuses('The daily summary of this day was sent.');
  });
});
