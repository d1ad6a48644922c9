import { useEffect, useRef } from 'react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { AUDIT_SCREEN_TEXT as T } from '../auditTexts';
import { HEAT_LEVELS, swatchPixels, type HeatLevel } from '../heatPattern';

const SWATCH_PX = 18;

/** A level's swatch, drawn with the same pixels as the map (decorative: its name is beside it). */
function Swatch({ level, patterned }: { level: HeatLevel; patterned: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    canvas.current?.getContext('2d')?.putImageData(new ImageData(swatchPixels(level, patterned, SWATCH_PX), SWATCH_PX, SWATCH_PX), 0, 0);
  }, [level, patterned]);
  return <canvas ref={canvas} width={SWATCH_PX} height={SWATCH_PX} aria-hidden style={{ border: '1px solid var(--mantine-color-gray-4)', flex: 'none' }} />;
}

/** What the heat map's colours (and, with the switch on, its patterns) mean. */
export function HeatLegend({ patterns, onPatterns }: { patterns: boolean; onPatterns: (on: boolean) => void }) {
  return (
    <Stack gap={6} data-testid="heat-legend">
      <Text fz="xs" fw={600} id="heat-legend-title">
        {T.heatLegend}
      </Text>
      <Stack gap={4} component="ul" aria-labelledby="heat-legend-title" m={0} p={0} style={{ listStyle: 'none' }}>
        {HEAT_LEVELS.map((level) => (
          <Group key={level} gap={8} wrap="nowrap" component="li" data-level={level}>
            <Swatch level={level} patterned={patterns} />
            <Text fz="xs">{T.heatLevels[level]}</Text>
          </Group>
        ))}
      </Stack>
      <Switch
        size="xs"
        label={T.heatPatterns}
        description={T.heatPatternsHint}
        checked={patterns}
        onChange={(event) => onPatterns(event.currentTarget.checked)}
      />
    </Stack>
  );
}
