import { beforeEach, expect, it } from '@jest/globals';
import { orgRoom, teachingRoom } from '@cytocampus/contracts';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { teachingProjection } from './teaching.projection.js';

const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);
const at = (minutes: number) => T0 + minutes * 60_000;
const OPTIONS = ['NILM', 'LSIL', 'HSIL'];

const started = (sessionId: string) =>
  event('TeachingSessionStarted', {
    sessionId,
    slideId: 'slide-1',
    revisionId: 'rev-1',
    title: 'Squamous lesions',
    instructorId: 'teacher',
    orgId: 'org-a',
    audience: { kind: 'group', groupId: 'g1' },
    at: at(0),
  });
const joined = (sessionId: string, userId: string, minute: number) => event('TeachingParticipantJoined', { sessionId, userId, at: at(minute) });
const opened = (sessionId: string) => event('TeachingPollOpened', { sessionId, pollId: 'p1', options: OPTIONS, at: at(3) });
const answered = (sessionId: string, userId: string, answer: string) => event('TeachingPollAnswered', { sessionId, pollId: 'p1', userId, answer, at: at(4) });

forEachDatabase('teaching_sessions read model on %s', (h) => {
  let record: ReturnType<typeof liveRecorder>;
  beforeEach(async () => {
    await h.sql.transaction((tx) => teachingProjection.migrate(tx));
    record = liveRecorder(h, teachingProjection, (id) => `teaching-${id}`);
  });

  it('tells the organization of a start and the session room of everything, with the shared fields', async () => {
    const notices = await record('s1', started('s1'));
    expect(notices).toEqual([
      {
        rooms: [teachingRoom('s1'), orgRoom('org-a')],
        notice: {
          model: 'teaching',
          id: 's1',
          version: 1,
          patch: { title: 'Squamous lesions', status: 'live', participantCount: 0, controllerId: 'teacher', poll: null, solution: null, ended: null },
        },
      },
    ]);
    const next = await record('s1', joined('s1', 'ann', 1), joined('s1', 'bob', 2), opened('s1'), answered('s1', 'ann', 'LSIL'));
    expect(next).toEqual([
      {
        rooms: [teachingRoom('s1')],
        notice: expect.objectContaining({
          version: 5,
          patch: expect.objectContaining({
            participantCount: 2,
            poll: { pollId: 'p1', options: OPTIONS, open: true, tallies: { NILM: 0, LSIL: 1, HSIL: 0 }, answered: 1 },
          }),
        }),
      },
    ]);
  });

  it('counts each participant once per poll, their last answer', async () => {
    await record('s1', started('s1'), joined('s1', 'ann', 1), joined('s1', 'bob', 2), opened('s1'));
    const [notice] = await record('s1', answered('s1', 'ann', 'LSIL'), answered('s1', 'bob', 'LSIL'), answered('s1', 'ann', 'HSIL'));
    expect(notice?.notice).toMatchObject({ patch: { poll: { tallies: { NILM: 0, LSIL: 1, HSIL: 1 }, answered: 2 } } });
  });

  it('ends with control back and the poll closed; the organization hears it', async () => {
    await record('s1', started('s1'), joined('s1', 'ann', 1), event('TeachingControlHanded', { sessionId: 's1', userId: 'ann', at: at(2) }), opened('s1'));
    const [notice] = await record(
      's1',
      event('TeachingSolutionRevealed', { sessionId: 's1', result: 'HSIL', objects: [{ id: 'o1', x: 1, y: 2 }], at: at(5) }),
      event('TeachingSessionEnded', { sessionId: 's1', by: 'teacher', at: at(6) }),
    );
    expect(notice?.rooms).toEqual([teachingRoom('s1'), orgRoom('org-a')]);
    expect(notice?.notice).toMatchObject({
      patch: {
        status: 'ended',
        controllerId: 'teacher',
        poll: { open: false },
        solution: { result: 'HSIL', objects: [{ id: 'o1', x: 1, y: 2 }] },
        ended: at(6),
      },
    });
  });

  it('rebuilds to the rows it kept live', async () => {
    await record('s1', started('s1'), joined('s1', 'ann', 1));
    await record('s1', opened('s1'), answered('s1', 'ann', 'NILM'));
    await record('s2', started('s2'));
    await record('s2', event('TeachingSessionEnded', { sessionId: 's2', by: 'teacher', at: at(9) }));
    const live = await snapshot(h.sql, 'teaching_sessions', 'id');
    expect(live).toHaveLength(2);
    await rebuildProjection({ sql: h.sql, store: h.store, projection: teachingProjection });
    expect(await snapshot(h.sql, 'teaching_sessions', 'id')).toEqual(live);
  });
});
