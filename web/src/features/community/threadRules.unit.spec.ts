import { describe, expect, it } from '@jest/globals';
import { THREAD_LIMITS, THREAD_MSG } from '@cytocampus/contracts';
import { person, summary } from './fixtures';
import { attachmentKind, attachmentProblem, compareThreads, initials, isUnread, listHolds, listQuery, showsInline, threadTitle } from './threadRules';

describe('the community lists', () => {
  it('asks GET /threads for conversations, the organization (ref) or the community', () => {
    expect(listQuery('messages', 'o1')).toEqual({ conversations: 1 });
    expect(listQuery('orgThreads', 'o1')).toEqual({ ref: 'o1' });
    expect(listQuery('threads', 'o1')).toEqual({});
  });

  it('holds only threads of its own kind and organization', () => {
    const org = summary('a', { kind: 'organization', ref: 'o1' });
    expect(listHolds({ ref: 'o1' }, org)).toBe(true);
    expect(listHolds({ ref: 'o2' }, org)).toBe(false);
    expect(listHolds({}, org)).toBe(false);
    expect(listHolds({}, summary('b'))).toBe(true);
    expect(listHolds({ conversations: 1 }, summary('c', { kind: 'conversation' }))).toBe(true);
    expect(listHolds({ conversations: 1 }, summary('d'))).toBe(false);
  });

  it('sorts sticky first, then newest (by the last message, else creation)', () => {
    const old = summary('old', { lastMessage: { id: 'm', ts: 10, userId: 'u1', preview: '' } });
    const fresh = summary('fresh', { lastMessage: { id: 'm', ts: 50, userId: 'u1', preview: '' } });
    const empty = summary('empty', { lastMessage: null, created: 30 });
    const pinned = summary('pinned', { sticky: true, lastMessage: { id: 'm', ts: 1, userId: 'u1', preview: '' } });
    expect([old, empty, fresh, pinned].sort(compareThreads).map((thread) => thread.id)).toEqual(['pinned', 'fresh', 'empty', 'old']);
  });
});

describe('thread titles and unread flags', () => {
  const conversation = summary('c', {
    kind: 'conversation',
    title: '',
    userIds: ['me', 'u1', 'u2'],
    people: [person('me', 'Me'), person('u1', 'Ann Lee'), person('u2', 'Bo Chan')],
  });

  it("names a conversation without a title by its other people, else 'Conversation'", () => {
    expect(threadTitle(conversation, 'me')).toBe('Ann Lee, Bo Chan');
    expect(threadTitle({ ...conversation, title: '  Slides  ' }, 'me')).toBe('Slides');
    expect(threadTitle({ ...conversation, userIds: ['me'] }, 'me')).toBe(THREAD_MSG.conversationTitle);
  });

  it("is unread when the newest message is someone else's and later than the read time", () => {
    const last = { id: 'm', ts: 100, userId: 'u1', preview: '' };
    expect(isUnread(last, null, 'me')).toBe(true);
    expect(isUnread(last, 99, 'me')).toBe(true);
    expect(isUnread(last, 100, 'me')).toBe(false);
    expect(isUnread({ ...last, userId: 'me' }, null, 'me')).toBe(false);
    expect(isUnread(null, null, 'me')).toBe(false);
  });

  it('makes initials for an avatar without a picture', () => {
    expect(initials('Ann Marie Lee')).toBe('AL');
    expect(initials('cher')).toBe('C');
    expect(initials('  ')).toBe('?');
  });
});

describe('attachments', () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });

  it('knows the kinds of the spec by type, or by extension when the browser gives none', () => {
    expect(attachmentKind(file('scan.png', 'image/png'))).toBe('png');
    expect(attachmentKind(file('notes.txt', ''))).toBe('text');
    expect(attachmentKind(file('data.CSV', 'application/vnd.ms-excel'))).toBe('csv');
    expect(attachmentKind(file('tool.exe', 'application/x-msdownload'))).toBeNull();
    expect(attachmentKind(file('noextension', ''))).toBeNull();
  });

  it('refuses a file of another kind, one of 10,000,000 bytes or more, and one too many, before sending', () => {
    expect(attachmentProblem(file('tool.exe', 'application/x-msdownload'), 0)).toBe(THREAD_MSG.attachmentNotAllowed);
    expect(attachmentProblem(file('big.pdf', 'application/pdf', 10_000_000), 0)).toBe(
      "File 'big.pdf' is too large. Must be less than 10.0 MB, but is 10.0 MB.",
    );
    expect(attachmentProblem(file('ok.pdf', 'application/pdf', 9_999_999), 0)).toBeNull();
    expect(attachmentProblem(file('ok.pdf', 'application/pdf'), THREAD_LIMITS.attachments - 1)).toBeNull();
    expect(attachmentProblem(file('ok.pdf', 'application/pdf'), THREAD_LIMITS.attachments)).toMatch(/at most 10 files/);
  });

  it('shows inline only the images a browser draws (a TIFF is a download)', () => {
    expect(showsInline('image/png')).toBe(true);
    expect(showsInline('image/tiff')).toBe(false);
    expect(showsInline('application/pdf')).toBe(false);
  });
});
