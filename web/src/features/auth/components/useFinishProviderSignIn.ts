import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { currentUserReceived, type StateWithApi } from '../../../session/currentUser';
import type { ProviderSignedIn } from '../api';
import { signedInPath } from './ssoCallback';

/** Signed in through a provider: the user becomes the cached current user first, then the page it came for opens. */
export function useFinishProviderSignIn(): (answer: ProviderSignedIn) => Promise<void> {
  const dispatch = useDispatch<ThunkDispatch<StateWithApi, unknown, UnknownAction>>();
  const navigate = useNavigate();
  return useCallback(
    async ({ user, returnTo }: ProviderSignedIn) => {
      await dispatch(currentUserReceived(user));
      // Replaced: Back must not return to the callback, whose answer has been used.
      await navigate(signedInPath(returnTo), { replace: true });
    },
    [dispatch, navigate],
  );
}
