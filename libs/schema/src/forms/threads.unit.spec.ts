import { describe, expect, it } from '@jest/globals';
import { THREAD_LIMITS } from '@cytocampus/contracts';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { validate } from '../validate.js';
import { createThreadRequestSchema, postMessageRequestSchema, threadListQuerySchema, threadQuerySchema, MESSAGE_INPUT_MAX_LENGTH } from './threads.js';

const fields = (result: { ok: boolean; errors: { field: string | null; message: string }[] }) => result.errors.map((e) => [e.field, e.message]);

describe('the community request schemas', () => {
  it('asks a title of a community or organization thread, not of a conversation', () => {
    expect(fields(validate(createThreadRequestSchema, { message: 'Hi' }))).toEqual([['title', GENERIC.required]]);
    expect(fields(validate(createThreadRequestSchema, { ref: 'org-1', title: '  ', message: 'Hi' }))).toEqual([['title', GENERIC.required]]);
    const conversation = validate(createThreadRequestSchema, { userIds: ['u2', 'u2', 'u3'], message: 'Hi' });
    expect(conversation.ok && [conversation.value.userIds, conversation.value.title, conversation.value.attachments]).toEqual([['u2', 'u3'], undefined, []]);
  });

  it('refuses an organization for a conversation, too many people, and a title too long', () => {
    expect(fields(validate(createThreadRequestSchema, { userIds: ['u2'], ref: 'org-1', message: 'Hi' }))).toEqual([['ref', NOT_VALID]]);
    const crowd = Array.from({ length: THREAD_LIMITS.conversationPeople + 2 }, (_, i) => `u${i}`);
    expect(fields(validate(createThreadRequestSchema, { userIds: crowd, message: 'Hi' }))).toEqual([
      ['userIds', GENERIC.canOnlyHaveUpTo(THREAD_LIMITS.conversationPeople + 1)],
    ]);
    expect(fields(validate(createThreadRequestSchema, { title: 'x'.repeat(THREAD_LIMITS.titleChars + 3), message: 'Hi' }))).toEqual([
      ['title', GENERIC.tooLongBy(3)],
    ]);
  });

  it('bounds the HTML before sanitizing, and the attachments', () => {
    const long = 'x'.repeat(MESSAGE_INPUT_MAX_LENGTH + 1);
    expect(fields(validate(postMessageRequestSchema, { message: long }))).toEqual([['message', GENERIC.tooLongBy(long.length - THREAD_LIMITS.messageChars)]]);
    expect(fields(validate(postMessageRequestSchema, {}))).toEqual([['message', GENERIC.required]]);
    const files = Array.from({ length: THREAD_LIMITS.attachments + 1 }, (_, i) => `f${i}`);
    expect(fields(validate(postMessageRequestSchema, { message: '', attachments: files }))).toEqual([
      ['attachments', GENERIC.canOnlyHaveUpTo(THREAD_LIMITS.attachments)],
    ]);
    expect(fields(validate(postMessageRequestSchema, { message: 'x', id: 'not-a-uuid' }))[0]?.[0]).toBe('id');
  });

  it('reads the list and thread queries from text', () => {
    const q = validate(threadListQuerySchema, { conversations: '1', unread: '0', page: '2', limit: '10' });
    expect(q.ok && [q.value.conversations, q.value.unread, q.value.page, q.value.limit, q.value.search]).toEqual([true, false, 2, 10, '']);
    expect(fields(validate(threadListQuerySchema, { limit: '7' }))).toEqual([['limit', GENERIC.mustBeSelected]]);
    expect(fields(validate(threadQuerySchema, { poll: '-1' }))).toEqual([['poll', GENERIC.mustBeGreaterThan(-1)]]);
    expect(fields(validate(threadQuerySchema, { poll: 'soon' }))).toEqual([['poll', NOT_VALID]]);
    const t = validate(threadQuerySchema, { before: '1700000000000' });
    expect(t.ok && t.value).toEqual({ before: 1_700_000_000_000 });
  });
});
