import { useEffect, useEffectEvent, useState } from 'react';
import type { SlideChangedNotice, SlideItem } from '@cytocampus/contracts';
import { isUnderWay } from '../slideRules';
import { watchSlide } from './slideWatch';

/** What the page shows at once from the last notice: status, processing progress and error. */
export type LiveStatus = Pick<SlideChangedNotice, 'status' | 'progress' | 'error'>;

/**
 * The slide's status as the last push said it (newer than the cached slide until the refetch
 * lands), a refetch whenever a notice brings a status other than the cached one, and one after
 * joining while the slide is under way.
 */
export function useSlideLive(slide: SlideItem | undefined, fetchedAt: number | undefined, refetch: () => void): LiveStatus | null {
  const [live, setLive] = useState<(LiveStatus & { slideId: string; at: number }) | null>(null);
  const slideId = slide?.id;
  const cachedStatus = slide?.status;

  const received = useEffectEvent((notice: SlideChangedNotice) => {
    setLive({ slideId: notice.id, status: notice.status, progress: notice.progress, error: notice.error, at: Date.now() });
    if (notice.status !== cachedStatus) refetch();
  });

  // Joined (again): a change made before the page listened is caught up with one refetch.
  const joined = useEffectEvent(() => {
    if (cachedStatus && isUnderWay(cachedStatus)) refetch();
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
