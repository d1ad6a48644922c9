import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LEARNING_TEXT, type PlayerItem } from '@cytocampus/contracts';
import { PlayerShell } from '../layout/PlayerShell';
import { usePlayerLeaveWarning } from '../layout/usePlayerLeaveWarning';
import { firstIncompletePage, pageReachable, resolvePageParam } from '../review/reviewPages';
import type { ReviewSession } from '../review/useReviewSession';
import { FramedPage } from './FramedPage';
import { measuresWatching, pageMediaOf } from './pageMedia';
import { VideoPage, type VideoHandle } from './VideoPage';

type PresentationItem = Extract<PlayerItem, { type: 'presentation' }>;

/**
 * The presentation player (spec part 2 sections 2 and 4): pages unlock in order; opening a page
 * records its start; Next submits the page (a video page once it is watched far enough) and "I'm
 * Done" on the last one submits it and returns to the course.
 */
export function PresentationPlayer({ session }: { session: ReviewSession }) {
  const { pageNum } = useParams();
  const item = session.item as PresentationItem;
  const { review, moduleId } = session;
  const { paths } = session;
  const route = resolvePageParam(pageNum, review, item.pages.length);
  const index = 'show' in route ? route.show : -1;

  const navigate = useNavigate();
  const video = useRef<VideoHandle | null>(null);
  // What the video page reports, for the page it reports it of (a new page starts unfinished and clean).
  const [videoState, setVideoState] = useState({ page: -1, finished: false, dirty: false });
  const videoFinished = videoState.page === index && videoState.finished;
  const videoDirty = videoState.page === index && videoState.dirty;
  const [busy, setBusy] = useState(false);

  const page = item.pages[index];
  const record = review.pages[index];
  const submitted = record?.submitTime != null;
  const openPage = index === firstIncompletePage(review.pages);
  const media = page ? pageMediaOf(page.file) : null;
  const watching = !!media && measuresWatching(media) && !submitted && !session.readOnly;

  usePlayerLeaveWarning(!session.readOnly && (videoDirty || session.saving), paths.base, session.isLeaving);

  const { visit, readOnly } = session;
  useEffect(() => {
    if (index >= 0 && openPage && !readOnly && record?.startTime === null) visit(index);
  }, [index, openPage, readOnly, record?.startTime, visit]);

  if ('redirect' in route) return <Navigate to={paths.page(route.redirect)} replace />;
  if (!page || !media) return null;

  const last = index === item.pages.length - 1;
  const nextReady = submitted || session.readOnly || !measuresWatching(media) || videoFinished;

  const toCourse = () => void navigate(paths.back);
  const back = async () => {
    setBusy(true);
    await video.current?.flush();
    await session.save();
    toCourse();
  };
  const next = async () => {
    setBusy(true);
    try {
      if (!submitted && !session.readOnly) {
        await video.current?.flush();
        if (!(await session.submit(index))) return;
      }
      if (last) {
        session.leave();
        toCourse();
      } else void navigate(paths.page(index + 2));
    } finally {
      setBusy(false);
    }
  };

  const pages = item.pages.map((p, i) => ({
    title: p.title,
    state: review.pages[i]?.submitTime != null ? ('done' as const) : pageReachable(review, i) ? ('open' as const) : ('locked' as const),
  }));

  return (
    <PlayerShell
      course={session.demo ? null : moduleId}
      name={item.name}
      pages={pages}
      current={index}
      done={review.pages.filter((p) => p.submitTime !== null).length}
      onOpenPage={(i) => void navigate(paths.page(i + 1))}
      onBack={() => void back()}
      actions={
        <>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} disabled={index === 0} onClick={() => void navigate(paths.page(index))}>
            {LEARNING_TEXT.prev}
          </Button>
          <Button rightSection={last ? <IconCheck size={16} /> : <IconArrowRight size={16} />} disabled={!nextReady} loading={busy} onClick={() => void next()}>
            {last ? LEARNING_TEXT.imDone : LEARNING_TEXT.next}
          </Button>
        </>
      }
    >
      {media.kind === 'video' ? (
        <VideoPage
          key={index}
          src={media.src}
          title={page.title}
          fileStart={page.file.playedCurrentTime}
          data={record?.data}
          tracked={watching}
          preWork={session.preWork}
          page={index}
          update={(data, sent) => session.update(index, data, sent)}
          onFinished={(finished) => setVideoState((state) => ({ page: index, finished, dirty: state.page === index && state.dirty }))}
          onDirty={(dirty) => setVideoState((state) => ({ page: index, dirty, finished: state.page === index && state.finished }))}
          handleRef={video}
        />
      ) : media.kind === 'missing' ? (
        <Alert color="gray" variant="light">
          {LEARNING_TEXT.nothingToShow}
        </Alert>
      ) : (
        <FramedPage key={index} src={media.src} title={page.title} kind={media.kind} />
      )}
    </PlayerShell>
  );
}
