import { useParams } from 'react-router';
import type { SlideReviewKind } from '@cytocampus/contracts';
import { PlayerGate } from '../layout/PlayerGate';
import { PlayerStatus } from '../layout/PlayerStatus';

/** /course/{moduleId}/case/{slideItemId}/{testId?}, /known/{itemId}, /unknown/{itemId}: a slide's review (spec part 3 "Slide review screen"). */
export function SlideReviewPage({ kind }: { kind: SlideReviewKind }) {
  const { moduleId } = useParams();
  return <PlayerGate>{kind ? null : <PlayerStatus moduleId={moduleId} />}</PlayerGate>;
}
