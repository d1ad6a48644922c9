import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionCleared, type StateWithApi } from '../../../session/currentUser';
import { providerSignOutUrl } from '../../../session/providerSignOut';
import { useLogoutMutation } from '../../../session/sessionApi';
import { signOutStarted } from '../../../session/sessionSlice';
import { useDocumentTitle } from '../../../shared/navigation/pageTitle';

/**
 * /logout: ends this session, forgets the cached data and goes to the sign-in screen, by way of the
 * identity provider's sign-out when the session came through one (which then returns to /login).
 */
export function LogoutPage() {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch<ThunkDispatch<StateWithApi, unknown, UnknownAction>>();
  const navigate = useNavigate();
  useDocumentTitle('Signing Out');

  useEffect(() => {
    let active = true;
    void (async () => {
      dispatch(signOutStarted());
      // Signed out locally even when the server cannot be reached: the cookie dies with its session.
      const { data: answer } = await logout();
      if (!active) return;
      await dispatch(sessionCleared(null));
      const providerUrl = providerSignOutUrl(answer);
      if (providerUrl) window.location.assign(providerUrl);
      else await navigate('/login', { replace: true });
    })();
    return () => {
      active = false;
    };
  }, [logout, dispatch, navigate]);

  return (
    <Center component="main" h="100vh" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Signing out…</Text>
      </Stack>
    </Center>
  );
}
