import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@cytocampus/contracts';
import { useGetMyOrganizationQuery } from '../api';
import { WaitingScreen } from './WaitingScreen';

/**
 * Users without an organization see the waiting screen; while their organization is being
 * fetched a loading state shows (an organization assigned meanwhile lets them straight in).
 */
export function OrganizationGate({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const waiting = user.orgId === null;
  const { data: organization, isLoading } = useGetMyOrganizationQuery(undefined, { skip: !waiting });
  if (!waiting) return children;
  if (isLoading) {
    return (
      <Center mih={320}>
        <Stack align="center" gap="sm" aria-live="polite">
          <Loader />
          <Text c="dimmed">Loading your organization…</Text>
        </Stack>
      </Center>
    );
  }
  return organization ? children : <WaitingScreen />;
}
