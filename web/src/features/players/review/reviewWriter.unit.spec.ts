import { describe, expect, it } from '@jest/globals';
import { REVIEW_MSG, type ReviewCopy, type ReviewRecord } from '@cytocampus/contracts';
import { failure, type ApiFailure } from '../../../http/errors';
import { ReviewWriter, type WriteAction } from './reviewWriter';

const record = (lastUpdate: number, session: string | null = 's1'): ReviewRecord => ({
  id: 'r1',
  elapsed: 0,
  startTime: 1,
  session,
  lastUpdate,
  itemId: 'i',
  moduleId: 'm',
  itemType: 'quiz',
  submitTime: null,
  score: null,
  progress: 0,
  pages: [],
  solutions: [],
});

/** A fake server: answers each write in order when told to, with lastUpdate + 1. */
function fakeServer() {
  const sent: { action: WriteAction; body: Record<string, unknown> }[] = [];
  const pending: { resolve(record: ReviewRecord): void; reject(error: ApiFailure): void; copy: ReviewCopy }[] = [];
  const send = (action: WriteAction, body: Record<string, unknown>) => {
    sent.push({ action, body });
    return new Promise<ReviewRecord>((resolve, reject) => pending.push({ resolve, reject, copy: body.review as ReviewCopy }));
  };
  const answer = async () => {
    const next = pending.shift();
    if (!next) throw new Error('nothing in flight');
    next.resolve(record((next.copy.lastUpdate ?? 0) + 1));
    await new Promise((done) => setTimeout(done, 0));
  };
  const refuse = async (error: ApiFailure) => {
    pending.shift()?.reject(error);
    await new Promise((done) => setTimeout(done, 0));
  };
  return { sent, send, answer, refuse, inFlight: () => pending.length };
}

const update = (key: string, selected: number[]) => ({
  action: 'update' as const,
  key,
  body: (review: ReviewCopy) => ({ review, page: 0, elapsed: 0, data: { selected } }),
});

describe('review writer', () => {
  it("sends one write at a time, each with the copy of the server's last answer", async () => {
    const server = fakeServer();
    const records: ReviewRecord[] = [];
    const writer = new ReviewWriter(record(10), server.send, { record: (r) => records.push(r) });
    const first = writer.write(update('a', [0]));
    const second = writer.write({ action: 'submit', body: (review) => ({ review }) });
    expect(server.inFlight()).toBe(1);
    await server.answer();
    await server.answer();
    await expect(first).resolves.toMatchObject({ lastUpdate: 11 });
    await expect(second).resolves.toMatchObject({ lastUpdate: 12 });
    expect(server.sent.map(({ action, body }) => [action, (body.review as ReviewCopy).lastUpdate])).toEqual([
      ['update', 10],
      ['submit', 11],
    ]);
    expect(records.map((r) => r.lastUpdate)).toEqual([11, 12]);
    expect(writer.busy).toBe(false);
  });

  it('replaces a waiting write of the same key: the latest answer wins, every caller hears back', async () => {
    const server = fakeServer();
    const writer = new ReviewWriter(record(10), server.send, { record: () => undefined });
    const calls = [writer.write(update('a', [0])), writer.write(update('a', [1])), writer.write(update('a', [1, 2]))];
    await server.answer();
    await server.answer();
    await Promise.all(calls);
    expect(server.sent.map(({ body }) => body.data)).toEqual([{ selected: [0] }, { selected: [1, 2] }]);
  });

  it('stops after an expired session: what waits fails, nothing more is sent', async () => {
    const server = fakeServer();
    const writer = new ReviewWriter(record(10), server.send, { record: () => undefined });
    const settled = Promise.allSettled([writer.write(update('a', [0])), writer.write(update('b', [1]))]);
    await server.refuse(failure(409, REVIEW_MSG.sessionExpired));
    const [first, second] = await settled;
    expect(first).toMatchObject({ status: 'rejected', reason: { message: REVIEW_MSG.sessionExpired } });
    expect(second).toMatchObject({ status: 'rejected', reason: { message: REVIEW_MSG.sessionExpired } });
    await expect(writer.write(update('c', [2]))).rejects.toMatchObject({ status: 409 });
    expect(server.sent).toHaveLength(1);
    expect(writer.stopped).toBe(true);
    expect(first.status === 'rejected' && first.reason).toBeInstanceOf(Error);
  });

  it('goes on after another refusal, with the copy it still holds', async () => {
    const server = fakeServer();
    const writer = new ReviewWriter(record(10), server.send, { record: () => undefined });
    const refused = writer.write({ action: 'submit', body: (review) => ({ review }) });
    const next = writer.write(update('a', [0]));
    await server.refuse(failure(400, REVIEW_MSG.videoNotWatched));
    await expect(refused).rejects.toMatchObject({ message: REVIEW_MSG.videoNotWatched });
    await server.answer();
    await expect(next).resolves.toMatchObject({ lastUpdate: 11 });
    expect((server.sent[1]?.body.review as ReviewCopy).lastUpdate).toBe(10);
  });

  it('sends nothing for a write that no longer applies to the record it would be sent with', async () => {
    const server = fakeServer();
    const writer = new ReviewWriter(record(10), server.send, { record: () => undefined });
    const first = writer.write(update('a', [0]));
    const skipped = writer.write({ action: 'submit', body: (_copy, current) => (current.lastUpdate === 10 ? { review: _copy } : null) });
    await server.answer();
    await expect(first).resolves.toMatchObject({ lastUpdate: 11 });
    await expect(skipped).resolves.toMatchObject({ lastUpdate: 11 });
    expect(server.sent.map(({ action }) => action)).toEqual(['update']);
    expect(writer.busy).toBe(false);
  });

  it('tells when it is idle', async () => {
    const server = fakeServer();
    const writer = new ReviewWriter(record(10), server.send, { record: () => undefined });
    await writer.idle();
    void writer.write(update('a', [0]));
    let idle = false;
    void writer.idle().then(() => (idle = true));
    await new Promise((done) => setTimeout(done, 0));
    expect(idle).toBe(false);
    await server.answer();
    expect(idle).toBe(true);
  });
});
