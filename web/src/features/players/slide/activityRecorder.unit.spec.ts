import { describe, expect, it } from '@jest/globals';
import { ACTIVITY_BATCH_MAX } from '@cytocampus/contracts';
import { ActivityRecorder, type ActivityPorts, type PendingBatch } from './activityRecorder';

/** A server that answers as told, and storage in memory. */
function ports(stored: PendingBatch[] = []) {
  const sent: { pending: PendingBatch; leaving: boolean }[] = [];
  let storage = stored;
  let answer = true;
  let n = 0;
  const port: ActivityPorts = {
    send: (pending, leaving) => {
      sent.push({ pending, leaving });
      return Promise.resolve(answer);
    },
    load: () => storage,
    save: (batches) => {
      storage = [...batches];
    },
    newId: () => `batch-${++n}`,
  };
  return { port, sent, stored: () => storage, answer: (value: boolean) => (answer = value) };
}

const click = (x: number) => ({ kind: 'slideClick' as const, at: 1000 + x, x, y: 5 });

describe('activity recorder', () => {
  it('sends one batch per slide with the activity numbered in order, and forgets what was delivered', async () => {
    const p = ports();
    const recorder = new ActivityRecorder('s1', p.port);
    recorder.record('slide-a', click(1));
    recorder.record('slide-b', { kind: 'objectClick', at: 2, objectId: 'area-1', catIdx: 0 });
    recorder.record('slide-a', click(3));
    await recorder.flush();
    expect(p.sent.map(({ pending }) => [pending.slideId, pending.batch.session, pending.batch.events.map((e) => e.seq)])).toEqual([
      ['slide-a', 's1', [1, 3]],
      ['slide-b', 's1', [2]],
    ]);
    expect(p.stored()).toEqual([]);
    expect(recorder.undelivered).toBe(0);
  });

  it('resends a batch that got no answer exactly as it was, before anything newer', async () => {
    const p = ports();
    const recorder = new ActivityRecorder('s1', p.port);
    recorder.record('slide-a', click(1));
    p.answer(false);
    await recorder.flush();
    expect(p.stored()).toHaveLength(1);
    recorder.record('slide-a', click(2));
    p.answer(true);
    await recorder.flush();
    const batches = p.sent.map(({ pending }) => [pending.batch.batch, pending.batch.events.map((e) => e.seq)]);
    expect(batches).toEqual([
      ['batch-1', [1]],
      ['batch-1', [1]],
      ['batch-2', [2]],
    ]);
    expect(p.stored()).toEqual([]);
  });

  it('delivers first what an earlier page left in storage', async () => {
    const left: PendingBatch = { slideId: 'slide-z', batch: { batch: 'old', session: 's0', events: [{ ...click(9), seq: 4 }] } };
    const p = ports([left]);
    const recorder = new ActivityRecorder('s1', p.port);
    recorder.record('slide-a', click(1));
    await recorder.flush();
    expect(p.sent.map(({ pending }) => pending.batch.batch)).toEqual(['old', 'batch-1']);
  });

  it('splits a long burst into batches of at most the allowed size', async () => {
    const p = ports();
    const recorder = new ActivityRecorder('s1', p.port);
    for (let i = 0; i < ACTIVITY_BATCH_MAX + 3; i += 1) recorder.record('slide-a', click(i));
    await recorder.flush();
    expect(p.sent.map(({ pending }) => pending.batch.events.length)).toEqual([ACTIVITY_BATCH_MAX, 3]);
  });

  it('on leaving sends every batch at once with keepalive and keeps those not confirmed', async () => {
    const p = ports();
    const recorder = new ActivityRecorder('s1', p.port);
    recorder.record('slide-a', click(1));
    p.answer(false);
    await recorder.flush(true);
    expect(p.sent.map(({ leaving }) => leaving)).toEqual([true]);
    expect(p.stored().map((b) => b.batch.events.map((e) => e.seq))).toEqual([[1]]);
  });
});
