import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PtOrgPage } from '@cytocampus/contracts';
import { PT_PAGE_WORDS as W } from './ptPageTexts';

const TILES = [
  { key: 'due', color: 'gray.7' },
  { key: 'inProgress', color: 'blue.7' },
  { key: 'passed', color: 'teal.8' },
  { key: 'failed', color: 'red.8' },
] as const;

/** The four counts across the organization (and group) as tiles: who is due, taking the test, passed, failed. */
export function PtCounts({ counts }: { counts: PtOrgPage['counts'] }) {
  const total = counts.due + counts.inProgress + counts.passed + counts.failed;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="list" aria-label="Counts">
      {TILES.map(({ key, color }) => (
        <Paper key={key} withBorder p="sm" role="listitem" aria-label={`${W.counts[key]}: ${counts[key]}`}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {W.counts[key]}
          </Text>
          <Text fz={28} fw={700} c={color} lh={1.2}>
            {counts[key]}
          </Text>
          {/* The share as a bar: a chart that stays legible at 390 px. */}
          <div style={{ height: 4, background: 'var(--mantine-color-gray-2)', borderRadius: 2, marginTop: 6 }} aria-hidden>
            <div
              style={{
                height: 4,
                width: `${total ? (counts[key] / total) * 100 : 0}%`,
                background: `var(--mantine-color-${color.replace('.', '-')})`,
                borderRadius: 2,
              }}
            />
          </div>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
