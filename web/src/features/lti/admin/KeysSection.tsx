import dayjs from 'dayjs';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import type { LtiToolKeyItem } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { askConfirmation } from '../../../shared/detail/confirm';
import { DetailSection } from '../../../shared/detail/DetailView';
import { showToast } from '../../../shared/feedback/toast';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { useAddLtiKeyMutation, useGetLtiKeysQuery, useRetireLtiKeyMutation } from './ltiAdminApi';

const failureText = (error: unknown) => (isApiFailure(error) ? error.message : T.tryAgain);

/** One key: its id as platforms see it in our key set, when it was made, whether it signs. */
function KeyRow({ item }: { item: LtiToolKeyItem }) {
  const [retire, { isLoading }] = useRetireLtiKeyMutation();
  const confirmAndRetire = async () => {
    if (!(await askConfirmation({ title: T.retireTitle, text: T.retireText, confirmLabel: T.retire, danger: true }))) return;
    const result = await retire(item.kid);
    if (result.error) showToast({ title: T.notRetired, message: failureText(result.error) });
    else showToast({ message: T.retired, level: 'info' });
  };
  return (
    <Paper component="li" withBorder p="sm" aria-label={item.kid} data-kid={item.kid}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconKey size={18} stroke={1.6} aria-hidden style={{ flex: 'none' }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.kid}
            </Text>
            <Text fz="xs" c="dimmed">
              {T.created(dayjs(item.created).format('MMM D, YYYY [at] HH:mm'))}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Badge color={item.signing ? 'teal' : 'gray'} variant="light" radius="sm">
            {item.signing ? T.signing : T.published}
          </Badge>
          {!item.signing && (
            <Button variant="light" color="red" size="xs" loading={isLoading} aria-label={T.retireLabel(item.kid)} onClick={() => void confirmAndRetire()}>
              {T.retire}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** Our signing keys (GET /lti/keys, followed live): the newest signs, the older stay published until retired. */
export function KeysSection() {
  const { data, isLoading, isError } = useGetLtiKeysQuery();
  const [add, adding] = useAddLtiKeyMutation();
  const addKey = async () => {
    const result = await add();
    if (result.error) showToast({ title: T.keyNotAdded, message: failureText(result.error) });
    else showToast({ message: T.keyAdded, level: 'info' });
  };
  return (
    <DetailSection title={T.keysTitle} description={T.keysExplain}>
      {isLoading && <Loader size="sm" aria-label={T.keysLoading} />}
      {isError && (
        <Alert color="red" variant="light" role="alert">
          {T.keysFailed}
        </Alert>
      )}
      {data &&
        (data.items.length === 0 ? (
          <Text c="dimmed">{T.noKeys}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.keysTitle}>
            {data.items.map((item) => (
              <KeyRow key={item.kid} item={item} />
            ))}
          </Stack>
        ))}
      <Stack gap={4} align="flex-start">
        <Button variant="light" leftSection={<IconPlus size={16} />} loading={adding.isLoading} onClick={() => void addKey()}>
          {T.addKey}
        </Button>
        <Text fz="xs" c="dimmed">
          {T.rotationExplain}
        </Text>
      </Stack>
    </DetailSection>
  );
}
