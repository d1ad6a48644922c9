import { Alert } from '@mantine/core';
import { useDispatch, useSelector } from 'react-redux';
import { noticeDismissed, selectNotice, type SessionState } from '../../../session/sessionSlice';

const COLOR = { info: 'blue', success: 'teal', warning: 'orange' } as const;

/** Why the user is here: their session ended, or their password was changed. */
export function NoticeAlert() {
  const notice = useSelector((state: { session: SessionState }) => selectNotice(state));
  const dispatch = useDispatch();
  if (!notice) return null;
  return (
    <Alert
      role="status"
      color={COLOR[notice.tone]}
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => dispatch(noticeDismissed())}
      mb="lg"
    >
      {notice.message}
    </Alert>
  );
}
