import { describe, expect, it, jest } from '@jest/globals';
import { produce } from 'immer';
import type { CourseProgressPatch, OrgProgress, OrgProgressCell, OrgProgressLearner, ReadModelChanged } from '@cytocampus/contracts';
import { LiveEvents } from '../../realtime/liveEvents';
import { followOrgProgress, patchedCell, type ProgressSources } from './liveProgress';

const cell = (moduleId: string, version: number, passingScore: number | null = 70): OrgProgressCell => ({
  moduleId,
  progress: 0,
  result: null,
  passingScore,
  passed: false,
  status: 'Not Started',
  completeItems: 0,
  firstStart: null,
  lastSubmit: null,
  version,
});
const learner = (id: string, cells: OrgProgressCell[]): OrgProgressLearner => ({
  id,
  firstName: 'Pat',
  lastName: id,
  email: '',
  groupId: null,
  groupName: null,
  cells: Object.fromEntries(cells.map((c) => [c.moduleId, c])),
});
const figures = (moduleId: string, complete: number) => ({
  moduleId,
  assigned: 2,
  notStarted: 2 - complete,
  started: 0,
  inProgress: 0,
  complete,
  passed: complete,
  averageResult: null,
  averageProgress: complete / 2,
  resultBuckets: [],
});
const page = (learners: OrgProgressLearner[], complete = 0): OrgProgress => ({
  orgId: 'o1',
  orgName: 'Lab',
  courses: [{ moduleId: 'm1', name: 'Course', itemCount: 2, passingScore: 70 }],
  learners,
  total: learners.length,
  page: 1,
  limit: 25,
  canNext: false,
  aggregates: [figures('m1', complete)],
  groups: [],
  assignments: [],
});
const patch = (over: Partial<CourseProgressPatch> = {}): CourseProgressPatch => ({
  moduleId: 'm1',
  progress: 0.5,
  result: 0.8,
  completeItems: 1,
  firstStart: 1000,
  lastSubmit: 2000,
  ...over,
});
const notice = (id: string, version: number, p = patch()): ReadModelChanged => ({ model: 'progress', id, version, patch: p });
const flush = () => new Promise((done) => setTimeout(done, 0));

function follow(initial: OrgProgress, sources: Partial<ProgressSources> = {}, chartsEveryMs = 1000) {
  const events = new LiveEvents();
  let data = initial;
  const fetchLearner = jest.fn<ProgressSources['fetchLearner']>(sources.fetchLearner ?? (() => Promise.resolve(undefined)));
  const fetchPage = jest.fn<ProgressSources['fetchPage']>(sources.fetchPage ?? (() => Promise.resolve(undefined)));
  const stop = followOrgProgress(
    { updateCachedData: (recipe) => (data = produce(data, recipe)) },
    () => data,
    { fetchLearner, fetchPage },
    events,
    chartsEveryMs,
  );
  return { events, stop, data: () => data, fetchLearner, fetchPage };
}

describe('patchedCell', () => {
  it("takes the notice's figures, and the pass and label from them with the learner's own passing score", () => {
    expect(patchedCell(cell('m1', 1), patch(), 2)).toMatchObject({
      progress: 0.5,
      result: 0.8,
      passed: true,
      status: 'In Progress',
      version: 2,
      passingScore: 70,
    });
    expect(patchedCell(cell('m1', 1, 90), patch(), 2)).toMatchObject({ passed: false });
    expect(patchedCell(cell('m1', 1), patch({ progress: 0, result: null }), 2).status).toBe('Started');
    // A finished course reads passed or not against the learner's passing score; without one it is just complete.
    expect(patchedCell(cell('m1', 1), patch({ progress: 1 }), 2).status).toBe('Passed');
    expect(patchedCell(cell('m1', 1, 90), patch({ progress: 1 }), 2).status).toBe('Not Passed');
    expect(patchedCell(cell('m1', 1, null), patch({ progress: 1 }), 2).status).toBe('Complete');
  });
});

describe('followOrgProgress', () => {
  it('patches the next version of a cell at once, ignores one it holds, and fetches the row after a gap', async () => {
    const fresh = learner('b', [{ ...cell('m1', 7), progress: 1, status: 'Complete' }]);
    const live = follow(page([learner('a', [cell('m1', 1)]), learner('b', [cell('m1', 3)])]), { fetchLearner: () => Promise.resolve(fresh) });
    live.events.emit('changed', notice('a', 2));
    expect(live.data().learners[0]!.cells.m1).toMatchObject({ progress: 0.5, result: 0.8, version: 2, status: 'In Progress' });
    live.events.emit('changed', notice('a', 2, patch({ progress: 0.9 })));
    expect(live.data().learners[0]!.cells.m1!.progress).toBe(0.5);
    live.events.emit('changed', notice('b', 6));
    expect(live.fetchLearner.mock.calls).toEqual([['b']]);
    await flush();
    expect(live.data().learners[1]!.cells.m1).toMatchObject({ progress: 1, version: 7 });
    live.stop();
  });

  it('ignores learners off the page, courses the learner does not have and other models, but the charts hear of any course shown', async () => {
    const live = follow(page([learner('a', [cell('m1', 1)])]));
    live.events.emit('changed', notice('z', 5));
    live.events.emit('changed', notice('a', 2, patch({ moduleId: 'other' })));
    live.events.emit('changed', { model: 'stats', id: 'r1', version: 2 });
    expect(live.fetchLearner).not.toHaveBeenCalled();
    expect(live.data().learners[0]!.cells.m1!.version).toBe(1);
    await flush();
    // Learner z may be on another page: the charts count them.
    expect(live.fetchPage.mock.calls).toEqual([['charts']]);
    live.stop();
  });

  it('asks for the charts at once, then at most once a period however many notices come, and takes their figures', async () => {
    // Fake time: on a busy machine real milliseconds pass between the steps and the period would end early.
    jest.useFakeTimers();
    try {
      const charts = page([], 2);
      const live = follow(page([learner('a', [cell('m1', 1)])]), { fetchPage: () => Promise.resolve(charts) }, 40);
      live.events.emit('changed', notice('a', 2));
      await jest.advanceTimersByTimeAsync(0);
      expect(live.fetchPage).toHaveBeenCalledTimes(1);
      expect(live.data().aggregates[0]!.complete).toBe(2);
      // The learner's cell is the page's own, not the charts' (which hold no learners).
      expect(live.data().learners.map((l) => l.id)).toEqual(['a']);
      for (let v = 3; v < 10; v++) live.events.emit('changed', notice('a', v));
      await jest.advanceTimersByTimeAsync(0);
      expect(live.fetchPage).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(60);
      expect(live.fetchPage).toHaveBeenCalledTimes(2);
      live.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches the whole page when the columns moved, and stops asking once stopped', async () => {
    const moved = { ...page([learner('a', [cell('m2', 1)])]), courses: [{ moduleId: 'm2', name: 'Other', itemCount: 1, passingScore: null }] };
    const live = follow(
      page([learner('a', [cell('m1', 1)])]),
      { fetchPage: (part) => Promise.resolve(part === 'all' ? moved : { ...moved, learners: [] }) },
      40,
    );
    live.events.emit('changed', notice('a', 2));
    await flush();
    await flush();
    expect(live.fetchPage.mock.calls).toEqual([['charts'], ['all']]);
    expect(live.data().courses.map((c) => c.moduleId)).toEqual(['m2']);
    live.stop();
    live.events.emit('changed', notice('a', 2, patch({ moduleId: 'm2' })));
    await new Promise((done) => setTimeout(done, 60));
    expect(live.fetchPage).toHaveBeenCalledTimes(2);
  });
});
