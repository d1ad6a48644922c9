import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TEACHING_PATHS, TEACHING_TEXT as T } from '@cytocampus/contracts';
import { mayTeach } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { formatDate } from '../../../shared/format/dates';
import { useListTeachingSessionsQuery } from '../api';
import { StartSessionForm } from '../components/StartSessionForm';

/** 'Live teaching': the live sessions the user runs or may join (live), and for managers and above the form to start one. */
export function TeachingListPage() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: sessions = [], isLoading } = useListTeachingSessionsQuery();
  return (
    <Stack gap="md" maw={760}>
      <Title order={3}>{T.liveSessions}</Title>
      {!isLoading && sessions.length === 0 && <Text c="dimmed">{T.noSessions}</Text>}
      <Stack gap="xs" data-testid="teaching-sessions">
        {sessions.map((session) => (
          <Paper key={session.id} withBorder p="sm" radius="md">
            <Group justify="space-between">
              <Stack gap={2}>
                <Anchor component={Link} to={TEACHING_PATHS.session(session.id)} fw={600}>
                  {session.title}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  {session.slideName} · {session.instructorName} · {formatDate(session.started)}
                </Text>
              </Stack>
              <Badge variant="light">{session.audience.kind === 'group' ? (session.groupName ?? 'Group') : 'Link'}</Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
      {user && mayTeach(user) && <StartSessionForm orgId={user.orgId} />}
    </Stack>
  );
}
