import type { CourseProgressPatch, OrgProgress, OrgProgressCell, OrgProgressLearner, ReadModelChanged } from '@cytocampus/contracts';
import { coursePassed, courseStanding, standingLabel } from '@cytocampus/domain';
import { decideNotice } from '../../realtime/followCacheEntry';
import { liveEvents, type LiveEvents } from '../../realtime/liveEvents';

/** The charts are asked again at most this often, however many learners submit (the cells follow every notice at once). */
export const CHARTS_EVERY_MS = 1000;

/** A cell with a notice's patch: the learner's assignment keeps its passing score; the pass and the label follow the new figures. */
export function patchedCell(cell: OrgProgressCell, patch: CourseProgressPatch, version: number): OrgProgressCell {
  return {
    ...cell,
    progress: patch.progress,
    result: patch.result,
    completeItems: patch.completeItems,
    firstStart: patch.firstStart,
    lastSubmit: patch.lastSubmit,
    passed: coursePassed(patch.result, cell.passingScore),
    status: standingLabel(courseStanding({ ...patch, passingScore: cell.passingScore })),
    version,
  };
}

type ProgressNotice = Extract<ReadModelChanged, { model: 'progress' }>;

/** The cached page a follower changes (RTK Query's `updateCachedData`: mutate the draft, or return a new page). */
export interface ProgressEntry {
  updateCachedData(recipe: (page: OrgProgress) => OrgProgress | void): void;
}

/** Where a follower asks again: one learner's row (null: no longer shown; undefined: the fetch failed), or the page's charts or whole page. */
export interface ProgressSources {
  fetchLearner(id: string): Promise<OrgProgressLearner | null | undefined>;
  fetchPage(part: 'charts' | 'all'): Promise<OrgProgress | undefined>;
}

const sameColumns = (a: OrgProgress, b: OrgProgress) => a.courses.map((c) => c.moduleId).join() === b.courses.map((c) => c.moduleId).join();

/**
 * Keeps an organization progress page as new as the `progress` notices say (docs/adr/0024): the
 * cell of the learner and course is patched when the notice is its next version, else that learner's
 * row is fetched alone (the rule of decideNotice, with a version per cell); the charts, which count
 * learners of every page, are fetched again at most once every `chartsEveryMs`, the first at once.
 */
export function followOrgProgress(
  entry: ProgressEntry,
  current: () => OrgProgress | undefined,
  sources: ProgressSources,
  events: LiveEvents = liveEvents,
  chartsEveryMs = CHARTS_EVERY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastCharts = Number.NEGATIVE_INFINITY;
  let stopped = false;

  const refreshCharts = async () => {
    timer = null;
    lastCharts = Date.now();
    const fresh = await sources.fetchPage('charts');
    const page = current();
    if (stopped || !fresh || !page) return;
    if (sameColumns(page, fresh))
      entry.updateCachedData((draft) => {
        draft.aggregates = fresh.aggregates;
        draft.total = fresh.total;
        draft.canNext = draft.page * draft.limit < fresh.total;
      });
    else {
      // The columns moved (an assignment changed): the whole page, once.
      const whole = await sources.fetchPage('all');
      if (!stopped && whole) entry.updateCachedData(() => whole);
    }
  };
  const scheduleCharts = () => {
    if (timer !== null) return;
    timer = setTimeout(() => void refreshCharts(), Math.max(0, lastCharts + chartsEveryMs - Date.now()));
  };

  const fetchLearner = async (id: string) => {
    const fresh = await sources.fetchLearner(id);
    if (stopped || !fresh) return;
    entry.updateCachedData((draft) => {
      const learner = draft.learners.find((l) => l.id === id);
      if (!learner) return;
      for (const [moduleId, cell] of Object.entries(fresh.cells)) {
        const held = learner.cells[moduleId];
        if (held && cell.version >= held.version) learner.cells[moduleId] = cell;
      }
    });
  };

  const onNotice = (notice: ProgressNotice) => {
    const page = current();
    if (!page || !page.courses.some((c) => c.moduleId === notice.patch.moduleId)) return;
    scheduleCharts();
    const cell = page.learners.find((l) => l.id === notice.id)?.cells[notice.patch.moduleId];
    const decision = decideNotice(cell ? { id: notice.id, version: cell.version } : null, notice);
    if (decision === 'patch')
      entry.updateCachedData((draft) => {
        const learner = draft.learners.find((l) => l.id === notice.id);
        const held = learner?.cells[notice.patch.moduleId];
        if (learner && held) learner.cells[notice.patch.moduleId] = patchedCell(held, notice.patch, notice.version);
      });
    else if (decision === 'fetch') void fetchLearner(notice.id);
  };

  const off = events.on('changed', (notice) => notice.model === 'progress' && onNotice(notice));
  return () => {
    stopped = true;
    off();
    if (timer !== null) clearTimeout(timer);
  };
}
