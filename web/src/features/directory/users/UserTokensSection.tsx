import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { AccessTokenItem } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { askConfirmation } from '../../../shared/detail/confirm';
import { DetailSection } from '../../../shared/detail/DetailView';
import { showToast } from '../../../shared/feedback/toast';
import { useListUserTokensQuery, useRevokeUserTokenMutation } from '../api';
import { STATUS_LABEL, tokenFacts } from './accessTokens';
import { IssueTokenForm } from './IssueTokenForm';

/**
 * Access tokens for scripts (docs/adr/0034): each acts as this user with their permissions of the
 * moment. The list follows its read model live; the token itself is only shown when issued.
 */
export function UserTokensSection({ userId }: { userId: string }) {
  const { data, isLoading, isError } = useListUserTokensQuery(userId);
  return (
    <DetailSection title="Access Tokens" description="Scripts send a token as 'Authorization: Bearer …' and act as this user, with the user's permissions.">
      <IssueTokenForm userId={userId} />
      {isLoading && <Text c="dimmed">Loading access tokens…</Text>}
      {isError && (
        <Alert color="red" variant="light" role="alert">
          The access tokens could not be loaded. Reload the page to try again.
        </Alert>
      )}
      {data?.items.length === 0 && <Text c="dimmed">No access tokens yet. Issue one for each script that calls the API as this user.</Text>}
      {data && data.items.length > 0 && (
        <Stack gap="xs" component="ul" aria-label="Access tokens" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.items.map((token) => (
            <TokenRow key={token.id} userId={userId} token={token} />
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

function TokenRow({ userId, token }: { userId: string; token: AccessTokenItem }) {
  const [revoke, revoking] = useRevokeUserTokenMutation();
  const status = STATUS_LABEL[token.status];
  const confirmAndRevoke = async () => {
    const yes = await askConfirmation({
      title: `Revoke '${token.name}'?`,
      text: 'Scripts that use it are refused from now on. This cannot be undone.',
      confirmLabel: 'Revoke',
      danger: true,
    });
    if (!yes) return;
    const result = await revoke({ userId, tokenId: token.id });
    if (result.error)
      showToast({ message: isApiFailure(result.error) ? result.error.message : 'The token could not be revoked. Please try again.', level: 'error' });
    else showToast({ message: `'${token.name}' was revoked.`, level: 'info' });
  };
  return (
    <Paper component="li" withBorder p="sm" aria-label={token.name}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Text>
            <Badge color={status.color} variant="light" radius="sm">
              {status.label}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            {tokenFacts(token).join(' · ')}
          </Text>
        </Stack>
        {token.status === 'active' && (
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconBan size={14} />}
            loading={revoking.isLoading}
            onClick={() => void confirmAndRevoke()}
          >
            Revoke
          </Button>
        )}
      </Group>
    </Paper>
  );
}
