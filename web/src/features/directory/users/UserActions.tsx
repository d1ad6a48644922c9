import { useContext } from 'react';
import { Button } from '@mantine/core';
import { IconEraser, IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { DIRECTORY_MSG, PROGRESS_TEXT, type UserDetail } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { askConfirmation } from '../../../shared/detail/confirm';
import { openNotificationDialog } from '../../../shared/feedback/NotificationDialog';
import { showToast } from '../../../shared/feedback/toast';
import { useClearUserStatsMutation, useResetUserPasswordMutation, useToggleUserDisabledMutation } from '../api';
import { UserExtraActions } from './userExtraActions';

const messageOf = (error: unknown) => (isApiFailure(error) ? error.message : 'Please try again.');

/** 'Activate User' / 'Deactivate User' and 'Reset Password', as the server's abilities allow; and what the app adds ('View Progress'). */
export function UserActions({ user }: { user: UserDetail }) {
  const [toggleDisabled, toggling] = useToggleUserDisabledMutation();
  const [resetPassword, resetting] = useResetUserPasswordMutation();
  const [clearStats, clearing] = useClearUserStatsMutation();
  const extra = useContext(UserExtraActions);

  const toggle = async () => {
    const result = await toggleDisabled(user.id);
    // A refusal is shown with the server's own message.
    if (result.error || !result.data.success) {
      openNotificationDialog({ title: 'Error', subtitle: result.error ? messageOf(result.error) : 'The user could not be changed.' });
      return;
    }
    showToast({ message: result.data.disabled ? 'The user was deactivated.' : 'The user was activated.', level: 'info' });
  };

  const reset = async () => {
    const result = await resetPassword(user.email);
    if (result.error) {
      openNotificationDialog({ title: 'Error', subtitle: `${DIRECTORY_MSG.resetPasswordErrorPrefix}${messageOf(result.error)}` });
      return;
    }
    openNotificationDialog({ title: 'Success', subtitle: DIRECTORY_MSG.resetPasswordSent });
  };

  const clear = async () => {
    const yes = await askConfirmation({
      title: PROGRESS_TEXT.clearStatsConfirm,
      text: PROGRESS_TEXT.cannotBeUndone,
      confirmLabel: PROGRESS_TEXT.clear,
      danger: true,
    });
    if (!yes) return;
    const result = await clearStats(user.id);
    if (result.error) showToast({ message: messageOf(result.error), level: 'error' });
    else showToast({ message: PROGRESS_TEXT.cleared(user.firstName), level: 'info' });
  };

  const { canDeactivate, canResetPassword, canClearStats } = user.abilities;
  return (
    <>
      {extra?.(user.id)}
      {canResetPassword && (
        <Button variant="default" leftSection={<IconKey size={16} />} loading={resetting.isLoading} onClick={() => void reset()}>
          Reset Password
        </Button>
      )}
      {canClearStats && (
        <Button variant="default" color="red" leftSection={<IconEraser size={16} />} loading={clearing.isLoading} onClick={() => void clear()}>
          {PROGRESS_TEXT.clearStats}
        </Button>
      )}
      {canDeactivate && (
        <Button
          variant="light"
          color={user.disabled ? 'teal' : 'orange'}
          leftSection={user.disabled ? <IconUserCheck size={16} /> : <IconUserOff size={16} />}
          loading={toggling.isLoading}
          onClick={() => void toggle()}
        >
          {user.disabled ? 'Activate User' : 'Deactivate User'}
        </Button>
      )}
    </>
  );
}
