import type { ReadModelChanged } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry, type CacheEntryLifecycle } from '../../realtime/followCacheEntry';
import { liveEvents, type LiveEvents } from '../../realtime/liveEvents';

/**
 * The versions of the learner's course summaries this entry has heard of. A course header carries
 * no version, so the first notice of a course is always news; after that, a notice at or below the
 * version heard (a duplicate, or one overtaken) is not.
 */
export class CourseVersions {
  private readonly heard = new Map<string, number>();

  /** Whether the notice says something new about a course `wanted` (all courses when omitted); remembers its version. */
  isNews(notice: ReadModelChanged, wanted?: (moduleId: string) => boolean): boolean {
    if (notice.model !== 'course' || (wanted && !wanted(notice.id))) return false;
    const known = this.heard.get(notice.id);
    if (!notice.removed && known !== undefined && notice.version <= known) return false;
    this.heard.set(notice.id, notice.version);
    return true;
  }
}

type Lifecycle<Data> = CacheEntryLifecycle<Data> & { dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown };

/**
 * An entry that shows learner course summaries: a `course` notice that is news (sent to the
 * learner's own room whenever their progress or result in a course changed, from any tab or device)
 * refetches the entries of `tags` once.
 */
export function followCourseNotices<Data>(
  life: Lifecycle<Data>,
  tags: Parameters<typeof api.util.invalidateTags>[0],
  wanted?: (moduleId: string) => boolean,
  events: LiveEvents = liveEvents,
): Promise<void> {
  const versions = new CourseVersions();
  return followCacheEntry(life, () =>
    events.on('changed', (notice) => {
      if (versions.isNews(notice, wanted)) life.dispatch(api.util.invalidateTags(tags));
    }),
  );
}
