import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { coursePath, COURSES_PATH } from '../playerPaths';

/** What a player shows when there is no item to play: '403: Access Forbidden' (spec part 2 section 8) and why. */
export function PlayerStatus({ message, moduleId }: { message?: string; moduleId?: string }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--cc-page-bg)">
      <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={560} w="100%">
        <Stack align="center" gap="md" ta="center" role="alert">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray">
            <IconLock size={32} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz={24}>
            {LEARNING_TEXT.accessForbidden}
          </Title>
          {message && <Text c="dimmed">{message}</Text>}
          <Button component={Link} to={moduleId ? coursePath(moduleId) : COURSES_PATH} variant="light">
            {LEARNING_TEXT.backToCourse}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
