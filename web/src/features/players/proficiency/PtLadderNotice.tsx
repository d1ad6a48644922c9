import { Alert } from '@mantine/core';
import { ptLearnerNotice } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { useMyPtStatusQuery } from '../api';

/**
 * Where the learner stands on this year's retest ladder (issue 30 section 3), where a PT is offered
 * and under its result: 'Retest due by …', remedial training or education hours to be recorded
 * first. Nothing while the annual test is simply due. Live: follows the learner's ptStatus notice.
 */
export function PtLadderNotice() {
  const { data: user } = useGetCurrentUserQuery();
  const year = new Date().getUTCFullYear();
  const { data: status } = useMyPtStatusQuery({ userId: user?.id ?? '', year }, { skip: !user?.id });
  const text = status ? ptLearnerNotice(status) : null;
  if (!status || !text) return null;
  const color = status.state === 'passed' ? 'teal' : status.overdue || status.state !== 'retest' ? 'red' : 'orange';
  return (
    <Alert color={color} variant="light" role="status" aria-live="polite" data-pt-ladder={status.state} w="100%">
      {text}
    </Alert>
  );
}
