import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';

export interface NotificationDialogOptions {
  title: string;
  subtitle?: string;
  /** Which buttons to show; OK alone by default. */
  buttons?: { ok?: boolean; cancel?: boolean; signOut?: boolean };
  labels?: { ok?: string; cancel?: string; signOut?: string };
  onOk?: () => void;
  onCancel?: () => void;
}

/**
 * The notification dialog: title, subtitle and OK, Cancel and Sign Out buttons (default labels OK,
 * Cancel, Sign Out; Sign Out links to /logout). Returns the modal id.
 */
export function openNotificationDialog(options: NotificationDialogOptions): string {
  const { title, subtitle, buttons = { ok: true }, labels = {}, onOk, onCancel } = options;
  const id = `notification-${Date.now()}`;
  const close = () => modals.close(id);
  modals.open({
    modalId: id,
    title: <Text fw={650}>{title}</Text>,
    centered: true,
    onClose: onCancel,
    children: (
      <Stack gap="lg">
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
        <Group justify="flex-end" gap="sm">
          {buttons.signOut && (
            <Button component={Link} to="/logout" variant="subtle" color="red" onClick={close}>
              {labels.signOut ?? 'Sign Out'}
            </Button>
          )}
          {buttons.cancel && (
            <Button
              variant="default"
              onClick={() => {
                onCancel?.();
                close();
              }}
            >
              {labels.cancel ?? 'Cancel'}
            </Button>
          )}
          {buttons.ok !== false && (
            <Button
              onClick={() => {
                onOk?.();
                close();
              }}
            >
              {labels.ok ?? 'OK'}
            </Button>
          )}
        </Group>
      </Stack>
    ),
  });
  return id;
}
