import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionCleared, type StateWithApi } from '../../../session/currentUser';
import { providerSignOutUrl } from '../../../session/providerSignOut';
import { signOutFailed, signOutStarted } from '../../../session/sessionSlice';
import { showToast } from '../../../shared/feedback/toast';
import { useLogoutEverywhereMutation } from '../api';

/** Ends every session of this account (other tabs and devices are told at once by the server). */
export function SignOutEverywhere() {
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  const dispatch = useDispatch<ThunkDispatch<StateWithApi, unknown, UnknownAction>>();
  const navigate = useNavigate();

  const signOutEverywhere = async () => {
    // Deaf to the push of this sign-out (session:ended), which would abort the request and lose its answer.
    dispatch(signOutStarted());
    const result = await logoutEverywhere();
    if (result.error) {
      dispatch(signOutFailed());
      showToast({ title: 'Sign out failed', message: 'We could not sign you out of your other devices. Please try again.' });
      return;
    }
    await dispatch(sessionCleared({ message: 'You have been signed out of all devices.', tone: 'info' }));
    // A session that came through a provider ends there too, as at sign-out (the provider then returns to /login).
    const providerUrl = providerSignOutUrl(result.data);
    if (providerUrl) window.location.assign(providerUrl);
    else await navigate('/login', { replace: true });
  };

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Sign out of all devices?',
      centered: true,
      children: <Text fz="sm">Every session of your account ends now, including this one. You will need to sign in again on each device.</Text>,
      labels: { confirm: 'Sign out of all devices', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void signOutEverywhere(),
    });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="section-sessions">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Title order={3} fz="lg" id="section-sessions">
            Sessions
          </Title>
          <Text fz="sm" c="dimmed">
            Signed in on a shared or lost device? End every session of your account.
          </Text>
        </Stack>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} />} loading={isLoading} onClick={confirm}>
          Sign out of all devices
        </Button>
      </Group>
    </Paper>
  );
}
