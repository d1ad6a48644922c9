import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SCREENING_SKILL_TEXT as S, SKILL_OUTLIER_FACTOR, SKILL_PAGE_TEXT as P, type SkillRate } from '@cytocampus/contracts';

/** Outlier rates in plain words (an icon and text, never colour alone); a quiet line when there are none. */
export function Outliers({ outliers, factor = SKILL_OUTLIER_FACTOR }: { outliers: SkillRate[]; factor?: number }) {
  if (outliers.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {P.noOutliers}
      </Text>
    );
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={P.outliers} role="status">
      <List size="sm">
        {outliers.map((rate) => (
          <List.Item key={rate}>{S.outlier(S.rate[rate], factor)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
