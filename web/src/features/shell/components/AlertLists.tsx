import { Group, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconCloudUpload, IconMail, IconMessages, type IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { MSG } from '@cytocampus/contracts';
import { useAlertPanels, type AlertListName } from '../alertPanels';

interface AlertList {
  value: AlertListName;
  label: string;
  empty: string;
  icon: ComponentType<IconProps>;
}

/** Messages, Notifications and Uploads; a list the app passes in (AlertPanelsProvider) replaces the empty state. */
const LISTS: AlertList[] = [
  { value: 'messages', label: 'Messages', empty: MSG.noMessages, icon: IconMail },
  { value: 'notifications', label: 'Notifications', empty: MSG.noNotifications, icon: IconMessages },
  { value: 'uploads', label: 'Uploads', empty: MSG.noActivity, icon: IconCloudUpload },
];

/** The alerts menu's tabs (AlertsMenu), loaded once the shell is on screen. */
export function AlertLists() {
  const panels = useAlertPanels();
  return (
    <Tabs defaultValue="messages" keepMounted={false}>
      <Tabs.List grow>
        {LISTS.map((list) => (
          <Tabs.Tab key={list.value} value={list.value} fz="xs" fw={600}>
            <Group gap={6} wrap="nowrap" justify="center">
              {list.label}
              {panels.counts?.[list.value]}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LISTS.map((list) => (
        <Tabs.Panel key={list.value} value={list.value}>
          {panels[list.value] ?? (
            <Stack align="center" gap={8} py="xl" px="md">
              <ThemeIcon variant="light" color="gray" radius="xl" size={40}>
                <list.icon size={20} stroke={1.5} />
              </ThemeIcon>
              <Text fz="sm" c="dimmed">
                {list.empty}
              </Text>
            </Stack>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
