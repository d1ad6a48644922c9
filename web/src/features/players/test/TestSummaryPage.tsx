import { useParams } from 'react-router';
import { PlayerGate } from '../layout/PlayerGate';
import { PlayerStatus } from '../layout/PlayerStatus';

/** /course/{moduleId}/test/{testId}: the learner's test summary (spec part 2 "Slide test detail and test summary"). */
export function TestSummaryPage() {
  const { moduleId, itemId } = useParams();
  return <PlayerGate>{moduleId && itemId ? null : <PlayerStatus moduleId={moduleId} />}</PlayerGate>;
}
