import { Group, RingProgress, Text, Tooltip } from '@mantine/core';
import type { OrgProgressCell } from '@cytocampus/contracts';
import { courseStanding, percent } from '@cytocampus/domain';
import { STANDING_COLORS } from '../../shared/progress/courseStanding';

/** Passed green, a result short of the passing score red, no result yet grey. */
export const resultColor = (cell: OrgProgressCell): string => (cell.result === null ? 'gray' : cell.passed ? 'teal' : 'red');

/** One learner in one course: a ring of the progress and the result beside it, the status in the tooltip and the label. */
export function ProgressCell({ cell, learnerName, courseName }: { cell: OrgProgressCell; learnerName: string; courseName: string }) {
  const result = cell.result === null ? '–' : percent(cell.result);
  const label = `${learnerName}, ${courseName}: ${cell.status}, progress ${percent(cell.progress)}, result ${result}`;
  return (
    <Tooltip label={`${cell.status} · ${percent(cell.progress)}${cell.passingScore !== null ? ` · pass at ${cell.passingScore}%` : ''}`} withArrow>
      <Group
        gap={6}
        wrap="nowrap"
        aria-label={label}
        role="img"
        data-testid="progress-cell"
        data-progress={cell.progress}
        data-result={cell.result ?? ''}
        data-passed={cell.passed}
      >
        <RingProgress size={34} thickness={4} roundCaps sections={[{ value: cell.progress * 100, color: STANDING_COLORS[courseStanding(cell)] }]} />
        <Text fz="sm" fw={600} c={resultColor(cell)}>
          {result}
        </Text>
      </Group>
    </Tooltip>
  );
}
