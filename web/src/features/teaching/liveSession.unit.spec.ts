import { describe, expect, it } from '@jest/globals';
import type { TeachingSession, TeachingShared } from '@cytocampus/contracts';
import { applyTeachingNotice, followsAtOnce } from './liveSession';

const shared: TeachingShared = { title: 'Class', status: 'live', participantCount: 1, controllerId: 't', poll: null, solution: null, ended: null };
const session = (changes: Partial<TeachingSession> = {}): TeachingSession => ({
  ...shared,
  id: 's1',
  slide: { id: 'rev', name: 'Slide', image: null },
  instructorId: 't',
  instructorName: 'Teacher',
  orgId: 'o',
  audience: { kind: 'link' },
  groupName: null,
  started: 1,
  version: 3,
  participants: [],
  me: { isInstructor: false, joined: true, answer: 'LSIL' },
  ...changes,
});
const poll = (pollId: string) => ({ pollId, options: ['LSIL', 'HSIL'], open: true, tallies: { LSIL: 1, HSIL: 0 }, answered: 1 });

describe('a session page and its notices', () => {
  it('patches the next version, keeping the own answer in the same poll and dropping it for a new one', () => {
    const current = session({ poll: poll('p1') });
    expect(applyTeachingNotice(current, { model: 'teaching', id: 's1', version: 4, patch: { ...shared, poll: { ...poll('p1'), answered: 2 } } })).toMatchObject(
      {
        kind: 'patch',
        next: { version: 4, poll: { answered: 2 }, me: { answer: 'LSIL' } },
      },
    );
    expect(applyTeachingNotice(current, { model: 'teaching', id: 's1', version: 4, patch: { ...shared, poll: poll('p2') } })).toMatchObject({
      kind: 'patch',
      next: { me: { answer: null } },
    });
  });

  it('ignores old versions and other sessions, fetches after a gap or when the instructor gets a new participant', () => {
    expect(applyTeachingNotice(session(), { model: 'teaching', id: 's1', version: 3, patch: shared }).kind).toBe('ignore');
    expect(applyTeachingNotice(session(), { model: 'teaching', id: 's2', version: 4, patch: shared }).kind).toBe('ignore');
    expect(applyTeachingNotice(session(), { model: 'teaching', id: 's1', version: 6, patch: shared }).kind).toBe('fetch');
    const instructor = session({ me: { isInstructor: true, joined: false, answer: null } });
    expect(applyTeachingNotice(instructor, { model: 'teaching', id: 's1', version: 4, patch: { ...shared, participantCount: 2 } }).kind).toBe('fetch');
  });
});

describe('how a follower moves to the relayed view', () => {
  it('animates a small change, jumps past an 8× zoom ratio, and always jumps with reduced motion asked for', () => {
    expect(followsAtOnce(10, 20, false)).toBe(false);
    expect(followsAtOnce(40, 4, false)).toBe(true);
    expect(followsAtOnce(10, 20, true)).toBe(true);
    expect(followsAtOnce(10, 10, true)).toBe(true);
  });
});
