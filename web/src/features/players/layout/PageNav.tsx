import { Box, NavLink, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconLock } from '@tabler/icons-react';
import { LEARNING_TEXT } from '@cytocampus/contracts';

export type PageNavState = 'done' | 'open' | 'locked';

export interface PageNavEntry {
  title: string;
  state: PageNavState;
}

const ICONS: Record<PageNavState, typeof IconCircleCheck> = { done: IconCircleCheck, open: IconCircleDashed, locked: IconLock };
const COLORS: Record<PageNavState, string> = { done: 'teal', open: 'cyto', locked: 'gray' };

/** The page navigation on the left: every page with its state; locked pages cannot be opened yet (pages unlock in order). */
export function PageNav({ pages, current, done, onOpen }: { pages: PageNavEntry[]; current: number; done: number; onOpen: (index: number) => void }) {
  const total = pages.length;
  return (
    <Stack gap="xs">
      <Box px="sm" pt="xs">
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
          {LEARNING_TEXT.pages}
        </Text>
        <Text fz="sm" c="dimmed" mb={6}>
          {LEARNING_TEXT.pagesComplete(done, total)}
        </Text>
        <Progress value={total === 0 ? 0 : (done / total) * 100} size="sm" radius="xl" aria-label={LEARNING_TEXT.pagesComplete(done, total)} />
      </Box>
      <nav aria-label={LEARNING_TEXT.pages}>
        {pages.map((page, index) => {
          const Icon = ICONS[page.state];
          return (
            <NavLink
              key={index}
              component="button"
              active={index === current}
              disabled={page.state === 'locked'}
              onClick={() => onOpen(index)}
              label={`${index + 1}. ${page.title}`}
              leftSection={<Icon size={18} stroke={1.7} color={`var(--mantine-color-${COLORS[page.state]}-7)`} />}
              aria-current={index === current ? 'page' : undefined}
              // Mantine marks a disabled NavLink for its styles only: assistive technologies (and the contrast check) learn it here.
              aria-disabled={page.state === 'locked' || undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        })}
      </nav>
    </Stack>
  );
}
