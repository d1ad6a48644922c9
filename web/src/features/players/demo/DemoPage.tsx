import { Badge, Center, Loader } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import type { DemoCheckout, ReviewedItemType } from '@cytocampus/contracts';
import { canAccess } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { useDemoCheckoutQuery } from '../api';
import { PlayerStatus } from '../layout/PlayerStatus';
import { PresentationPlayer } from '../presentation/PresentationPlayer';
import { QuizPlayer } from '../quiz/QuizPlayer';
import { firstIncompletePage } from '../review/reviewPages';
import { clearMockReview, useMockReviewSession } from '../review/useMockReviewSession';
import { SlideReviewPlayer } from '../slide/SlideReviewPlayer';
import { demoPaths, demoRun, type DemoRun } from './demoRoutes';

export const DEMO_TEXT = { banner: 'Demo run: nothing is recorded' } as const;

/**
 * /demo/{role}/{type}/{id}/... (spec part 2 "Demo"): an author plays any item as a learner would,
 * with a mock review kept in this tab; the 'clear' segment (or the spec's 'cear') starts it afresh.
 * Needs level 2 and readContent.
 */
export function DemoPage({ kind }: { kind: ReviewedItemType }) {
  const params = useParams();
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null;
  if (!canAccess(user, { minLevel: 2, permissions: ['readContent'] })) return <PlayerStatus />;
  const run = demoRun(kind, params);
  if (!run) return <PlayerStatus />;
  if (run.clear) {
    clearMockReview(run.storageKey);
    return <Navigate to={run.afterClear} replace />;
  }
  return <DemoLoader run={run} />;
}

function DemoLoader({ run }: { run: DemoRun }) {
  const { data, error } = useDemoCheckoutQuery({ type: run.type, id: run.id });
  if (error) return <PlayerStatus message={'message' in error ? error.message : undefined} />;
  if (!data)
    return (
      <Center component="main" h="100vh">
        <Loader />
      </Center>
    );
  return <DemoPlayer key={run.storageKey} run={run} checkout={data} />;
}

function DemoPlayer({ run, checkout }: { run: DemoRun; checkout: DemoCheckout }) {
  const session = useMockReviewSession(checkout, run.storageKey, demoPaths(run));
  const { item } = session;
  let player;
  if (item.type === 'presentation') player = <PresentationPlayer session={session} />;
  else if (item.type === 'quiz') player = <QuizPlayer session={session} />;
  else if (run.slideId === null) {
    // A test opens on its first slide not yet done.
    const open = Math.max(0, firstIncompletePage(session.review.pages));
    const first = 'slides' in item ? item.slides[open] : undefined;
    player = first ? <Navigate to={session.paths.slide(first.itemId)} replace /> : <PlayerStatus />;
  } else
    player = (
      <SlideReviewPlayer session={session} slideId={run.slideId} testId={run.testId ?? undefined} kind={run.kind === 'test' ? 'case' : (run.kind as 'case')} />
    );
  return (
    <>
      {player}
      <Badge pos="fixed" bottom={12} left={12} color="orange" variant="filled" style={{ zIndex: 300 }}>
        {DEMO_TEXT.banner}
      </Badge>
    </>
  );
}
