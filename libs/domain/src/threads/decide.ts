import { THREAD_MSG } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { MessageCommand, SendDailySummary, ThreadCommand } from './commands.js';
import type { DailySummarySent, MessageEvent, MessagePostedData, ThreadEvent, ThreadStartedData } from './events.js';

export interface ThreadState {
  thread: (ThreadStartedData & { locked: boolean; sticky: boolean }) | null;
  deleted: boolean;
}

const evolveThread = (state: ThreadState, event: ThreadEvent): ThreadState => {
  switch (event.type) {
    case 'ThreadStarted':
      return { thread: { ...event.data, locked: false, sticky: false }, deleted: false };
    case 'ThreadRetitled':
      return state.thread ? { ...state, thread: { ...state.thread, title: event.data.title } } : state;
    case 'ThreadLockChanged':
      return state.thread ? { ...state, thread: { ...state.thread, locked: event.data.locked } } : state;
    case 'ThreadStickyChanged':
      return state.thread ? { ...state, thread: { ...state.thread, sticky: event.data.sticky } } : state;
    case 'ThreadDeleted':
      return { ...state, deleted: true };
  }
};

/** The thread as a command may change it: started and not deleted. */
export const liveThread = (state: ThreadState): NonNullable<ThreadState['thread']> =>
  state.thread && !state.deleted ? state.thread : refuse('not_found', THREAD_MSG.notFound);

/**
 * A thread's own life: started once (a resent start by the same person changes nothing), retitled,
 * locked and made sticky (community and organization threads only), deleted. Setting a flag to the
 * value it has records nothing.
 */
export const threadDecider: Decider<ThreadCommand, ThreadEvent, ThreadState> = {
  initialState: () => ({ thread: null, deleted: false }),
  evolve: evolveThread,
  decide: (command, state) => {
    if (command.type === 'StartThread') {
      const { type: _type, ...data } = command;
      if (state.thread) return state.thread.createdBy === command.createdBy && !state.deleted ? [] : refuse('conflict', THREAD_MSG.notFound);
      return [{ type: 'ThreadStarted', data }];
    }
    const thread = liveThread(state);
    const change = { threadId: thread.threadId, by: command.by, at: command.at };
    switch (command.type) {
      case 'RetitleThread':
        return command.title === thread.title ? [] : [{ type: 'ThreadRetitled', data: { ...change, title: command.title } }];
      case 'LockThread':
        if (thread.kind === 'conversation') return refuse('invalid', 'A conversation cannot be locked.', 'locked');
        return command.locked === thread.locked ? [] : [{ type: 'ThreadLockChanged', data: { ...change, locked: command.locked } }];
      case 'MakeThreadSticky':
        if (thread.kind === 'conversation') return refuse('invalid', 'A conversation cannot be sticky.', 'sticky');
        return command.sticky === thread.sticky ? [] : [{ type: 'ThreadStickyChanged', data: { ...change, sticky: command.sticky } }];
      case 'DeleteThread':
        return [{ type: 'ThreadDeleted', data: change }];
    }
  },
};

export interface MessageState {
  message: MessagePostedData | null;
  deleted: boolean;
}

const evolveMessage = (state: MessageState, event: MessageEvent): MessageState => {
  switch (event.type) {
    case 'MessagePosted':
      return { message: event.data, deleted: false };
    case 'MessageEdited':
      return state.message ? { ...state, message: { ...state.message, message: event.data.message, attachments: event.data.attachments } } : state;
    case 'MessageDeleted':
      return { ...state, deleted: true };
  }
};

const sameAttachments = (a: readonly { fileId: string }[], b: readonly { fileId: string }[]): boolean =>
  a.length === b.length && a.every((x, i) => x.fileId === b[i]!.fileId);

/**
 * One message: posted once (a post resent with the same id by the same sender changes nothing, so
 * a retry after a lost answer never posts twice), edited, deleted.
 */
export const messageDecider: Decider<MessageCommand, MessageEvent, MessageState> = {
  initialState: () => ({ message: null, deleted: false }),
  evolve: evolveMessage,
  decide: (command, state) => {
    if (command.type === 'PostMessage') {
      const { type: _type, ...data } = command;
      if (state.message)
        return state.message.userId === command.userId && state.message.threadId === command.threadId ? [] : refuse('conflict', THREAD_MSG.messageNotFound);
      return [{ type: 'MessagePosted', data }];
    }
    const message = state.message && !state.deleted ? state.message : refuse('not_found', THREAD_MSG.messageNotFound);
    const ids = { messageId: message.messageId, threadId: message.threadId };
    if (command.type === 'DeleteMessage') return [{ type: 'MessageDeleted', data: { ...ids, by: command.by, at: command.at } }];
    if (command.message === message.message && sameAttachments(command.attachments, message.attachments)) return [];
    return [{ type: 'MessageEdited', data: { ...ids, message: command.message, attachments: command.attachments, by: command.by, lastEdit: command.at } }];
  },
};

/** A daily summary goes out once per user and UTC day: its stream takes one event. */
export const dailySummaryDecider: Decider<SendDailySummary, DailySummarySent, { sent: boolean }> = {
  initialState: () => ({ sent: false }),
  evolve: () => ({ sent: true }),
  decide: (command, state) => {
    if (state.sent) return refuse('conflict', 'The daily summary of this day was sent.');
    const { type: _type, ...data } = command;
    return [{ type: 'DailySummarySent', data }];
  },
};
