import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { REVIEW_MSG, type ReviewCheckout } from '@cytocampus/contracts';
import type { ReviewPath } from '../api';
import { coursePath } from '../playerPaths';
import { useCheckout, useReviewSession, type ReviewSession, type ReviewSubject } from '../review/useReviewSession';
import { ExpiredSessionDialog } from './ExpiredSessionDialog';
import { PlayerStatus } from './PlayerStatus';

interface ReviewHostProps {
  path: ReviewPath;
  moduleId: string;
  itemId: string;
  children: (session: ReviewSession) => ReactNode;
}

/** Checks the review out for this tab, then hands it to the player; a refusal (not in the course, locked, closed) is shown with the way back. */
export function ReviewHost({ path, moduleId, itemId, children }: ReviewHostProps) {
  const state = useCheckout({ path, moduleId, itemId });
  if (state.status === 'loading') {
    return (
      <Center h="100vh" aria-live="polite">
        <Loader />
      </Center>
    );
  }
  // An item not in the course goes to the course (spec part 2 section 2); other refusals (locked, closed) say why.
  if (state.status === 'failed' && state.error.status === 404 && state.error.message === REVIEW_MSG.itemNotInCourse)
    return <Navigate to={coursePath(moduleId)} replace />;
  if (state.status === 'failed') return <PlayerStatus message={state.error.message} moduleId={moduleId} />;
  const expectedType = path === 'quizzes' ? 'quiz' : 'presentation';
  if (state.checkout.item.type !== expectedType) return <PlayerStatus moduleId={moduleId} />;
  return (
    <ActiveReview subject={{ path, moduleId, itemId }} checkout={state.checkout}>
      {children}
    </ActiveReview>
  );
}

function ActiveReview({ subject, checkout, children }: { subject: ReviewSubject; checkout: ReviewCheckout; children: (session: ReviewSession) => ReactNode }) {
  const session = useReviewSession(subject, checkout);
  const navigate = useNavigate();
  return (
    <>
      {children(session)}
      <ExpiredSessionDialog opened={session.expired} onCancel={() => void navigate(coursePath(subject.moduleId))} />
    </>
  );
}
