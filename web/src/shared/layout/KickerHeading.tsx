import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { CSSProperties } from 'react';

interface KickerHeadingProps {
  /** The small uppercase line above the title: what kind of page this is. */
  kicker: string;
  title: string;
  description?: string | null;
  order: TitleOrder;
  /** The title's font size (base, from sm). */
  size: { base: number; sm: number };
  style?: CSSProperties;
}

/** A page's heading: kind, title and its description kept as written (line breaks included). */
export function KickerHeading({ kicker, title, description, order, size, style }: KickerHeadingProps) {
  return (
    <Stack gap={4} style={style}>
      <Text fz="xs" fw={600} c="cyto.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        {kicker}
      </Text>
      <Title order={order} fz={size}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
