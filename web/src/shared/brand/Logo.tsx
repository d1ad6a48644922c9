import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@cytocampus/contracts';

/** A cell with its nucleus: the product mark. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-cyto-8)" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#e6f4f5" strokeWidth="4" />
      <circle cx="36" cy="28" r="6.5" fill="#7fd1d9" />
    </svg>
  );
}

export function Logo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap" role="img" aria-label={PRODUCT_NAME}>
      <LogoMark size={size} />
      <Text component="span" fw={700} fz={size * 0.62} lh={1} c={inverted ? 'white' : 'cyto.9'} style={{ letterSpacing: '-0.01em' }}>
        Cyto
        <Text component="span" inherit c={inverted ? 'cyto.2' : 'cyto.7'}>
          Campus
        </Text>
      </Text>
    </Group>
  );
}
