import type { ReactNode } from 'react';
import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { ErrorBanner } from '../../../shared/errors/ErrorBanner';
import { useDocumentTitle } from '../../../shared/navigation/pageTitle';
import { PlayerFrame } from './PlayerFrame';
import { PageNav, type PageNavEntry } from './PageNav';
import classes from './PlayerShell.module.css';

export interface PlayerShellProps {
  /** The course whose progress the header shows (none in a demo run). */
  course: string | null;
  /** The item's name. */
  name: string;
  pages: PageNavEntry[];
  current: number;
  /** Pages completed (the progress bar). */
  done: number;
  onOpenPage: (index: number) => void;
  /** The header's way back to the course (the player saves what it must first). */
  onBack: () => void;
  /** Beside the page title (a quiz page's mark). */
  titleAside?: ReactNode;
  /** The row of buttons under the page. */
  actions: ReactNode;
  children: ReactNode;
}

/** The players' frame (PlayerFrame): a header with the way back and the course's progress, the progress bar, the pages on the left, the page and its buttons. */
export function PlayerShell({ course, name, pages, current, done, onOpenPage, onBack, titleAside, actions, children }: PlayerShellProps) {
  useDocumentTitle(name);
  const total = pages.length;
  const page = pages[current];
  return (
    <PlayerFrame name={name} course={course} onBack={onBack}>
      <ErrorBanner />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs">
            <PageNav pages={pages} current={current} done={done} onOpen={onOpenPage} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="lg">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fz="sm" c="dimmed">
                      {LEARNING_TEXT.pageOf(current + 1, total)}
                    </Text>
                    <Title order={2} fz={{ base: 20, sm: 24 }}>
                      {page?.title}
                    </Title>
                  </Stack>
                  {titleAside && <div className={classes.titleAside}>{titleAside}</div>}
                </Group>
                {children}
              </Stack>
            </Paper>
            <Group justify="space-between" gap="sm" className={classes.actions}>
              {actions}
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </PlayerFrame>
  );
}
