import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface CoursePanelProps {
  title: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyText: string;
}

/**
 * One home panel of course tiles (at most 5). Courses arrive with the learning feature; until
 * then the panel says plainly that there is nothing here yet.
 */
export function CoursePanel({ title, icon, emptyTitle, emptyText }: CoursePanelProps) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" radius="md" size={32}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
      </Group>
      <Stack
        align="center"
        gap={4}
        py="xl"
        px="md"
        ta="center"
        style={{ border: '1px dashed var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text fw={600} fz="sm">
          {emptyTitle}
        </Text>
        <Text fz="sm" c="dimmed" maw={420}>
          {emptyText}
        </Text>
      </Stack>
    </Paper>
  );
}
