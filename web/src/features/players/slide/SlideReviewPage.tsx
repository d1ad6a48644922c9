import { useParams } from 'react-router';
import type { SlideReviewKind } from '@cytocampus/contracts';
import { PlayerGate } from '../layout/PlayerGate';
import { PlayerStatus } from '../layout/PlayerStatus';
import { ReviewHost } from '../layout/ReviewHost';
import { coursePlayerPaths } from '../playerPaths';
import { SlideReviewPlayer } from './SlideReviewPlayer';

/**
 * /course/{moduleId}/case/{slideItemId}/{testId?}, /known/{itemId}, /unknown/{itemId}: a slide's
 * review (spec part 3 "Slide review screen"). A test is checked out once for all its slides: moving
 * between them keeps the same review and session.
 */
export function SlideReviewPage({ kind }: { kind: SlideReviewKind }) {
  const { moduleId, itemId, testId } = useParams();
  if (!moduleId || !itemId)
    return (
      <PlayerGate>
        <PlayerStatus moduleId={moduleId} />
      </PlayerGate>
    );
  return (
    <PlayerGate>
      {testId ? (
        <ReviewHost
          key={`${moduleId}/test/${testId}`}
          path="tests"
          moduleId={moduleId}
          itemId={testId}
          paths={coursePlayerPaths('slide', moduleId, testId, testId)}
        >
          {(session) => <SlideReviewPlayer session={session} slideId={itemId} testId={testId} kind="case" />}
        </ReviewHost>
      ) : (
        <ReviewHost
          key={`${moduleId}/${kind}/${itemId}`}
          path="slides"
          moduleId={moduleId}
          itemId={itemId}
          itemType={kind}
          paths={coursePlayerPaths('slide', moduleId, itemId)}
        >
          {(session) => <SlideReviewPlayer session={session} slideId={itemId} kind={kind} />}
        </ReviewHost>
      )}
    </PlayerGate>
  );
}
