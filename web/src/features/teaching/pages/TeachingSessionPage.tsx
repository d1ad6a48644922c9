import { useState } from 'react';
import { Alert, Badge, Button, CopyButton, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { TEACHING_PATHS, TEACHING_TEXT as T, type TeachingPointer, type TeachingSession } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { useAnswerTeachingPollMutation, useGetTeachingSessionQuery, useTeachingActionMutation } from '../api';
import { InstructorPanel } from '../components/InstructorPanel';
import { PollChart } from '../components/PollChart';
import { TeachingViewer } from '../components/TeachingViewer';
import { useTeachingRoom, type RelayedView } from '../useTeachingRoom';

/** /dashboard/teaching/{id}: the session; a member of its audience joins it first. */
export function TeachingSessionPage() {
  const { sessionId = '' } = useParams();
  const { data: session, error, refetch } = useGetTeachingSessionQuery(sessionId);
  const [act, { isLoading: joining }] = useTeachingActionMutation();
  if (error) return <Alert color="red">{T.notFound}</Alert>;
  if (!session) return null;
  if (!session.me.isInstructor && !session.me.joined)
    return (
      <Stack gap="sm" maw={560}>
        <Title order={3}>{session.title}</Title>
        <Text>
          {session.slide.name} · {session.instructorName}
        </Text>
        {session.status === 'live' ? (
          <Button onClick={() => void act({ id: session.id, action: 'join' })} loading={joining} style={{ alignSelf: 'flex-start' }}>
            {T.join}
          </Button>
        ) : (
          <Text c="dimmed">{T.ended}</Text>
        )}
      </Stack>
    );
  return <LiveSession session={session} refetch={() => void refetch()} />;
}

function LiveSession({ session, refetch }: { session: TeachingSession; refetch: () => void }) {
  const [followed, setFollowed] = useState<RelayedView | null>(null);
  const [pointer, setPointer] = useState<(TeachingPointer & { by: string }) | null>(null);
  const [answer] = useAnswerTeachingPollMutation();
  const { data: user } = useGetCurrentUserQuery();
  const me = session.me;
  const inControl = session.status === 'live' && !!user && session.controllerId === user.userId;
  const room = useTeachingRoom(session.id, session.status === 'live', {
    onView: (view) => setFollowed((last) => (last && last.at > view.at && last.by === view.by ? last : view)),
    onPointer: setPointer,
    onWatched: refetch,
  });
  const poll = session.poll;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3}>{session.title}</Title>
            <Group gap="xs">
              <Badge color={session.status === 'live' ? 'red' : 'gray'}>{session.status === 'live' ? 'Live' : 'Ended'}</Badge>
              {session.status === 'live' && <Badge variant="light">{inControl ? T.youHaveControl : T.following}</Badge>}
              {session.audience.kind === 'link' && (
                <CopyButton value={`${window.location.origin}${TEACHING_PATHS.session(session.id)}`}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? 'Copied' : T.copyLink}
                    </Button>
                  )}
                </CopyButton>
              )}
            </Group>
          </Group>
          <div style={{ height: '65vh' }}>
            <TeachingViewer
              session={session}
              inControl={inControl}
              followed={followed}
              pointer={pointer}
              resendKey={session.participantCount}
              sendView={room.sendView}
              sendPointer={(x, y) => {
                setPointer({ sessionId: session.id, x, y, by: session.controllerId });
                room.sendPointer(x, y);
              }}
            />
          </div>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          {me.isInstructor && (
            <Paper withBorder p="md" radius="md">
              <InstructorPanel session={session} />
            </Paper>
          )}
          {poll && (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={5}>{T.answers}</Title>
                {!me.isInstructor && poll.open && (
                  <Group gap={6} data-testid="poll-options">
                    {poll.options.map((option) => (
                      <Button
                        key={option}
                        size="compact-sm"
                        variant={me.answer === option ? 'filled' : 'default'}
                        aria-pressed={me.answer === option}
                        onClick={() => void answer({ id: session.id, pollId: poll.pollId, answer: option })}
                      >
                        {option}
                      </Button>
                    ))}
                  </Group>
                )}
                <PollChart poll={poll} />
              </Stack>
            </Paper>
          )}
          {session.solution && (
            <Paper withBorder p="md" radius="md" data-testid="teaching-solution">
              <Text fw={600}>
                {T.solution}: {session.solution.result ?? '—'}
              </Text>
              <Text fz="sm" c="dimmed">
                {session.solution.objects.length} solution {session.solution.objects.length === 1 ? 'object' : 'objects'} marked on the slide
              </Text>
            </Paper>
          )}
          {session.status === 'ended' && <Alert color="gray">{T.ended}</Alert>}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
