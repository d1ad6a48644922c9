import { Button, Group, Text, type GroupProps } from '@mantine/core';
import { IconExternalLink, IconUsersGroup } from '@tabler/icons-react';
import { isApiFailure } from '../../http/errors';
import { showToast } from '../../shared/feedback/toast';
import { useGetLtiLaunchContextQuery, useSyncLtiRosterMutation } from './framedApi';
import { LAUNCH_TEXT } from './launchTexts';

/**
 * A slim line saying which learning platform and course opened this page, for a session a launch
 * started (docs/adr/0042): inside a platform's frame it tells the learner where the scores go. For
 * any other session it draws nothing (GET /lti/context answers null). One line, cut short on a phone.
 * An instructor whose platform shares the course roster can sync it into the course's group here.
 */
export function LaunchBar(spacing: Pick<GroupProps, 'm' | 'mb'>) {
  const { data: context } = useGetLtiLaunchContextQuery();
  const [syncRoster, { isLoading: syncing }] = useSyncLtiRosterMutation();
  if (!context) return null;
  const text = LAUNCH_TEXT.openedFrom(context.platformName, context.contextTitle);
  const sync = async () => {
    const outcome = await syncRoster();
    if ('data' in outcome && outcome.data) showToast({ message: LAUNCH_TEXT.rosterSynced(outcome.data), level: 'info' });
    else showToast({ title: LAUNCH_TEXT.rosterFailed, message: isApiFailure(outcome.error) ? outcome.error.message : 'Please try again.' });
  };
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
      <Text fz="xs" fw={500} truncate="end" style={{ minWidth: 0, flex: 1 }}>
        {text}
      </Text>
      {context.rosterAvailable && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconUsersGroup size={14} aria-hidden />}
          loading={syncing}
          onClick={() => void sync()}
          title={LAUNCH_TEXT.syncRosterHint}
          style={{ flex: 'none' }}
        >
          {LAUNCH_TEXT.syncRoster}
        </Button>
      )}
    </Group>
  );
}
