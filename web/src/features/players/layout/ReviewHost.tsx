import { useMemo, useState, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { REVIEW_MSG, type PlayerItem, type ReviewCheckout, type SlideReviewKind } from '@cytocampus/contracts';
import type { ReviewPath } from '../api';
import { coursePath, type PlayerPaths } from '../playerPaths';
import { useCheckout, useReviewSession, type ReviewSession, type ReviewSubject } from '../review/useReviewSession';
import { ExpiredSessionDialog } from './ExpiredSessionDialog';
import { PlayerStatus } from './PlayerStatus';

interface ReviewHostProps {
  path: ReviewPath;
  moduleId: string;
  itemId: string;
  /** A slide reviewed alone: as a case, known or unknown. */
  itemType?: SlideReviewKind;
  paths: PlayerPaths;
  children: (session: ReviewSession) => ReactNode;
}

const TYPE_OF_PATH: Record<Exclude<ReviewPath, 'slides'>, PlayerItem['type']> = { presentations: 'presentation', quizzes: 'quiz', tests: 'test' };

/** Checks the review out for this tab, then hands it to the player; a refusal (not in the course, locked, closed) is shown with the way back. */
export function ReviewHost({ path, moduleId, itemId, itemType, paths, children }: ReviewHostProps) {
  const state = useCheckout({ path, moduleId, itemId, itemType });
  // Try Again answers the next attempt as a checkout does: it takes the first one's place.
  const [retaken, setRetaken] = useState<ReviewCheckout | null>(null);
  if (state.status === 'loading') {
    return (
      <Center component="main" h="100vh" aria-live="polite">
        <Loader />
      </Center>
    );
  }
  // An item not in the course goes to the course (spec part 2 section 2); other refusals (locked, closed) say why.
  if (state.status === 'failed' && state.error.status === 404 && state.error.message === REVIEW_MSG.itemNotInCourse)
    return <Navigate to={coursePath(moduleId)} replace />;
  if (state.status === 'failed') return <PlayerStatus message={state.error.message} moduleId={moduleId} />;
  const checkout = retaken ?? state.checkout;
  if (checkout.item.type !== (path === 'slides' ? (itemType ?? 'case') : TYPE_OF_PATH[path])) return <PlayerStatus moduleId={moduleId} />;
  return (
    // A new attempt is a new review: its player starts afresh.
    <ActiveReview key={checkout.review.id} subject={{ path, moduleId, itemId, itemType }} checkout={checkout} paths={paths} onRetaken={setRetaken}>
      {children}
    </ActiveReview>
  );
}

interface ActiveReviewProps {
  subject: ReviewSubject;
  checkout: ReviewCheckout;
  paths: PlayerPaths;
  onRetaken: (next: ReviewCheckout) => void;
  children: (session: ReviewSession) => ReactNode;
}

function ActiveReview({ subject, checkout, paths, onRetaken, children }: ActiveReviewProps) {
  // A slide review writes through the slide of each page; computed once per checkout, so the session's writer stays the same.
  const slideIds = useMemo(() => ('slides' in checkout.item ? checkout.item.slides.map((slide) => slide.itemId) : undefined), [checkout]);
  const session = useReviewSession({ ...subject, slideIds }, checkout, paths, onRetaken);
  const navigate = useNavigate();
  return (
    <>
      {children(session)}
      <ExpiredSessionDialog cause={session.expired} onCancel={() => void navigate(paths.back)} />
    </>
  );
}
