import { Group, Text, type GroupProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useGetLtiLaunchContextQuery } from './framedApi';
import { LAUNCH_TEXT } from './launchTexts';

/**
 * A slim line saying which learning platform and course opened this page, for a session a launch
 * started (docs/adr/0042): inside a platform's frame it tells the learner where the scores go. For
 * any other session it draws nothing (GET /lti/context answers null). One line, cut short on a phone.
 */
export function LaunchBar(spacing: Pick<GroupProps, 'm' | 'mb'>) {
  const { data: context } = useGetLtiLaunchContextQuery();
  if (!context) return null;
  const text = LAUNCH_TEXT.openedFrom(context.platformName, context.contextTitle);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      px="sm"
      py={4}
      {...spacing}
      role="note"
      aria-label={text}
      title={text}
      style={{ borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-cyto-0)', color: 'var(--mantine-color-cyto-9)' }}
    >
      <IconExternalLink size={14} stroke={1.8} aria-hidden style={{ flex: 'none' }} />
      <Text fz="xs" fw={500} truncate="end" style={{ minWidth: 0 }}>
        {text}
      </Text>
    </Group>
  );
}
