import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  color?: string;
}

/** A calm, centred message card: waiting, not found, not allowed. */
export function StatusPage({ icon, title, children, color = 'cyto' }: StatusPageProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" mt={{ base: 'md', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz={26}>
          {title}
        </Title>
        {typeof children === 'string' ? <Text c="dimmed">{children}</Text> : children}
      </Stack>
    </Paper>
  );
}
