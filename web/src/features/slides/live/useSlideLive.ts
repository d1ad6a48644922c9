import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { SlideChangedNotice, SlideItem } from '@cytocampus/contracts';
import { isUnderWay } from '../slideRules';
import { watchSlide } from './slideWatch';

/** What the page shows at once from the last notice: status, processing progress and error. */
export type LiveStatus = Pick<SlideChangedNotice, 'status' | 'progress' | 'error'>;

/**
 * The slide's status as the last push said it (newer than the cached slide until the refetch
 * lands), a refetch whenever a notice brings a status other than the cached one, and one after
 * joining while the slide is under way; a refetch wanted while one is under way follows it.
 */
export function useSlideLive(slide: SlideItem | undefined, fetch: { fulfilledTimeStamp: number | undefined; isFetching: boolean }, refetch: () => void): LiveStatus | null {
  const [live, setLive] = useState<(LiveStatus & { slideId: string; at: number }) | null>(null);
  // A refetch asked while one is under way would be dropped, and that one may answer an older status: ask again after it.
  const refetchAfterFetch = useRef(false);
  const slideId = slide?.id;
  const cachedStatus = slide?.status;
  const fetchedAt = fetch.fulfilledTimeStamp;

  const refetchNowOrAfter = useEffectEvent(() => {
    if (fetch.isFetching) refetchAfterFetch.current = true;
    else refetch();
  });

  const received = useEffectEvent((notice: SlideChangedNotice) => {
    setLive({ slideId: notice.id, status: notice.status, progress: notice.progress, error: notice.error, at: Date.now() });
    if (notice.status !== cachedStatus) refetchNowOrAfter();
  });

  const fetchEnded = useEffectEvent(() => {
    if (!refetchAfterFetch.current) return;
    refetchAfterFetch.current = false;
    refetch();
  });
  useEffect(() => {
    if (!fetch.isFetching) fetchEnded();
  }, [fetch.isFetching]);

  // Joined (again): a change made before the page listened is caught up with one refetch.
  const joined = useEffectEvent(() => {
    if (cachedStatus && isUnderWay(cachedStatus)) refetchNowOrAfter();
  });

  useEffect(() => {
    if (!slideId) return;
    return watchSlide(
      slideId,
      (notice) => received(notice),
      () => joined(),
    );
  }, [slideId]);

  if (!slide || !live || live.slideId !== slide.id) return null;
  // A slide fetched after the notice (a refresh) is newer, unless it says the same.
  return live.status === slide.status || live.at > (fetchedAt ?? 0) ? live : null;
}
