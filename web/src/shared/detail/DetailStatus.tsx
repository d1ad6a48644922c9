import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiFailure } from '../../http/errors';

interface DetailStatusProps {
  /** The singular of the item type ('User'). */
  singular: string;
  error?: unknown;
  listPath: string;
}

/** While an item loads, or when it cannot be shown (gone, not allowed, unreachable). */
export function DetailStatus({ singular, error, listPath }: DetailStatusProps) {
  if (error === undefined) {
    return (
      <Stack align="center" gap="sm" py={64} aria-live="polite">
        <Loader />
        <Text c="dimmed">Loading</Text>
      </Stack>
    );
  }
  return (
    <Paper withBorder p="xl" maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <Text fw={650} fz="lg">{`This ${singular.toLowerCase()} could not be shown.`}</Text>
        <Text c="dimmed">{isApiFailure(error) ? error.message : 'Please try again.'}</Text>
        <Button component={Link} to={listPath} variant="light" leftSection={<IconArrowLeft size={16} />}>
          Back to the list
        </Button>
      </Stack>
    </Paper>
  );
}
