import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { canAccess } from '@cytocampus/permissions';
import { describeFailure, isApiFailure } from '../../../http/errors';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { selectSessionEnded, type SessionState } from '../../../session/sessionSlice';
import { PlayerStatus } from './PlayerStatus';

/**
 * The players (/course/{moduleId}/...): signed in with ctAccess (spec part 2 section 2). A
 * signed-out visitor goes to the login with the path kept; a user without ctAccess is told so.
 */
export function PlayerGate({ children }: { children: ReactNode }) {
  const { data: user, isLoading, isError, error, refetch } = useGetCurrentUserQuery();
  const ended = useSelector((state: { session: SessionState }) => selectSessionEnded(state));
  const { pathname, search } = useLocation();
  if (isLoading) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  if (isError) {
    return (
      <Center h="100vh">
        <Stack align="center" gap="sm" role="alert">
          <Text fw={600}>CytoCampus could not be reached.</Text>
          <Text c="dimmed" fz="sm">
            {isApiFailure(error) ? describeFailure(error) : 'Please check your connection.'}
          </Text>
          <Button variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!user) return <Navigate to={ended ? '/login' : `/login${pathname}${search}`} replace />;
  if (!canAccess(user, { permissions: ['ctAccess'] })) return <PlayerStatus />;
  return children;
}
