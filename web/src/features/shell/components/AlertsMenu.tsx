import { ActionIcon, Center, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { deferredModule } from './deferredModule';

/** The tabs only show once the menu is opened: they download after the shell's first paint. */
const useAlertLists = deferredModule('alerts menu', () => import('./AlertLists'));

/** The header's alerts menu: Messages, Notifications and Uploads (AlertLists). */
export function AlertsMenu() {
  const lists = useAlertLists();
  return (
    <Popover position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Alerts">
          <IconBell size={20} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {lists ? (
          <lists.AlertLists />
        ) : (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
