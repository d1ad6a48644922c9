import { Paper, SimpleGrid, Text } from '@mantine/core';
import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P, SKILL_RATES, type SkillCalibration, type SkillRates } from '@cytocampus/contracts';
import { durationText, kappaText, paceText, rateText } from './skillFormat';

function Figure({ label, value, beside }: { label: string; value: string; beside?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`${label}: ${value}${beside ? `, ${beside}` : ''}`} style={{ listStyle: 'none' }}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {beside && (
        <Text fz="xs" c="dimmed">
          {beside}
        </Text>
      )}
    </Paper>
  );
}

/** Slides, kappa, the three rates (beside the organization's when given), median time and pace. */
export function SkillFigures({ calibration, organization }: { calibration: SkillCalibration; organization?: SkillRates | null }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 2, sm: 3, lg: 7 }} spacing="sm" p={0} m={0} aria-label={P.figures}>
      <Figure label={S.slides} value={String(calibration.slides)} />
      <Figure label={S.kappa} value={kappaText(calibration.kappa)} />
      {SKILL_RATES.map((rate) => (
        <Figure
          key={rate}
          label={S.rate[rate]}
          value={rateText(calibration[rate])}
          beside={organization ? P.orgBeside(rateText(organization[rate])) : undefined}
        />
      ))}
      <Figure label={S.medianTime} value={durationText(calibration.medianTimeMs)} />
      <Figure label={S.medianPace} value={paceText(calibration.medianPaceMm2PerMinute)} />
    </SimpleGrid>
  );
}
