import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { TEACHING_TEXT as T, type TeachingSession } from '@cytocampus/contracts';
import { useHandTeachingControlMutation, useTeachingActionMutation } from '../api';

/** The instructor's side: who joined (hand control, take back), the poll, the solution, the end. */
export function InstructorPanel({ session }: { session: TeachingSession }) {
  const [act] = useTeachingActionMutation();
  const [hand] = useHandTeachingControlMutation();
  const live = session.status === 'live';
  const pollOpen = session.poll?.open === true;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {pollOpen ? (
          <Button size="xs" disabled={!live} onClick={() => void act({ id: session.id, action: 'closePoll' })}>
            {T.closePoll}
          </Button>
        ) : (
          <Button size="xs" disabled={!live} onClick={() => void act({ id: session.id, action: 'poll' })}>
            {T.openPoll}
          </Button>
        )}
        <Button size="xs" variant="light" disabled={!live || session.solution !== null} onClick={() => void act({ id: session.id, action: 'reveal' })}>
          {T.reveal}
        </Button>
        <Button size="xs" color="red" variant="light" disabled={!live} onClick={() => void act({ id: session.id, action: 'end' })}>
          {T.endSession}
        </Button>
      </Group>
      <Title order={5}>
        {T.participants} ({session.participantCount})
      </Title>
      <Stack gap={4} data-testid="teaching-participants">
        {session.participants.map((p) => (
          <Group key={p.userId} justify="space-between" gap="xs">
            <Text fz="sm">{p.name}</Text>
            {session.controllerId === p.userId ? (
              <Button size="compact-xs" variant="light" disabled={!live} onClick={() => void hand({ id: session.id, userId: null })}>
                {T.takeBack}
              </Button>
            ) : (
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={!live}
                onClick={() => void hand({ id: session.id, userId: p.userId })}
                aria-label={`${T.handControl} to ${p.name}`}
              >
                {T.handControl}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
