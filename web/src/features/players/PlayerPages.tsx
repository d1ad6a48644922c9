import { useParams } from 'react-router';
import { PlayerGate } from './layout/PlayerGate';
import { coursePlayerPaths } from './playerPaths';
import { PlayerStatus } from './layout/PlayerStatus';
import { ReviewHost } from './layout/ReviewHost';
import { PresentationPlayer } from './presentation/PresentationPlayer';
import { QuizPlayer } from './quiz/QuizPlayer';

/** /course/{moduleId}/presentation/{itemId}/{pageNum?} */
export function PresentationPlayerPage() {
  const { moduleId, itemId } = useParams();
  return (
    <PlayerGate>
      {moduleId && itemId ? (
        <ReviewHost
          key={`${moduleId}/${itemId}`}
          path="presentations"
          moduleId={moduleId}
          itemId={itemId}
          paths={coursePlayerPaths('presentation', moduleId, itemId)}
        >
          {(session) => <PresentationPlayer session={session} />}
        </ReviewHost>
      ) : (
        <PlayerStatus moduleId={moduleId} />
      )}
    </PlayerGate>
  );
}

/** /course/{moduleId}/quiz/{itemId}/{pageNum?} */
export function QuizPlayerPage() {
  const { moduleId, itemId } = useParams();
  return (
    <PlayerGate>
      {moduleId && itemId ? (
        <ReviewHost key={`${moduleId}/${itemId}`} path="quizzes" moduleId={moduleId} itemId={itemId} paths={coursePlayerPaths('quiz', moduleId, itemId)}>
          {(session) => <QuizPlayer session={session} />}
        </ReviewHost>
      ) : (
        <PlayerStatus moduleId={moduleId} />
      )}
    </PlayerGate>
  );
}
