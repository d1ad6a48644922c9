import { useState } from 'react';
import { ActionIcon, Box, Center, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useAlertPanels } from '../alertPanels';
import { deferredModule } from './deferredModule';

/** The tabs only show once the menu is opened: they download after the shell's first paint. */
const useAlertLists = deferredModule('alerts menu', () => import('./AlertLists'));

/** The header's alerts menu: Messages, Notifications and Uploads (AlertLists), with the count of what is new on the bell. */
export function AlertsMenu() {
  const lists = useAlertLists();
  const { badge } = useAlertPanels();
  const location = useLocation();
  // Open only on the page it was opened on: following one of its links (to a thread) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === location.key;
  return (
    <Popover position="bottom-end" width={360} shadow="md" withinPortal trapFocus opened={opened} onChange={(next) => setOpenedOn(next ? location.key : null)}>
      <Box pos="relative" style={{ display: 'inline-flex' }}>
        {/* The button is the target: the popover's aria-haspopup and aria-expanded belong on it, not on a div. */}
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Alerts" onClick={() => setOpenedOn(opened ? null : location.key)}>
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        {badge && (
          <Box pos="absolute" top={-2} right={-4} style={{ pointerEvents: 'none' }}>
            {badge}
          </Box>
        )}
      </Box>
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
