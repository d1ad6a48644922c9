import { Group, Loader, Progress, RingProgress, SimpleGrid, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import { AUDIT_TEXT, SCREENING_SKILL_TEXT, type MissedObject, type ReplaySlide, type ReviewCoverage } from '@cytocampus/contracts';
import { CropImage } from '../../../shared/slides/CropImage';
import { objectLabels } from '../../../shared/slides/objectLabels';
import { cropUrl } from '../../../shared/slides/slideSource';
import { AUDIT_SCREEN_TEXT as T, durationWords } from '../auditTexts';
import { percentWords } from '../coverageImage';
import { HeatLegend } from './HeatLegend';

interface CoveragePanelProps {
  slide: ReplaySlide;
  coverage: ReviewCoverage | undefined;
  loading: boolean;
  heat: boolean;
  onHeat: (on: boolean) => void;
  /** The heat map's pattern option (kept in this browser). */
  heatPatterns: boolean;
  onHeatPatterns: (on: boolean) => void;
  onShowObject: (object: MissedObject) => void;
}

/** The share of the tissue screened at 10x or more as a ring, with the sentence that says it. */
function TissueRing({ coverage }: { coverage: ReviewCoverage }) {
  const percent = coverage.tissueScreenedPercent;
  const sentence = percent === null ? AUDIT_TEXT.tissueUnknown : AUDIT_TEXT.tissueScreened(percentWords(percent));
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {percent !== null && (
        <RingProgress
          size={76}
          thickness={8}
          roundCaps
          sections={[{ value: percent, color: percent >= 80 ? 'teal' : percent >= 40 ? 'yellow' : 'red' }]}
          label={
            <Text ta="center" fz="xs" fw={700}>
              {`${percentWords(percent)}%`}
            </Text>
          }
        />
      )}
      <Stack gap={2}>
        <Text fz="sm" data-testid="coverage-tissue">
          {sentence}
        </Text>
        <Text fz="xs" c="dimmed">
          {`${T.screenedAt10x(durationWords(coverage.screenedSeconds * 1000))} ${T.viewedInAll(durationWords(coverage.viewedSeconds * 1000))}`}
        </Text>
      </Stack>
    </Group>
  );
}

/** The objects never seen at 10x or more, as crops; a click shows one in the viewer. */
export function MissedObjects({
  slide,
  missed,
  onShow,
}: {
  slide: Pick<ReplaySlide, 'itemId' | 'objects'>;
  missed: readonly MissedObject[];
  onShow?: (object: MissedObject) => void;
}) {
  const labels = objectLabels(slide.objects);
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600}>
        {missed.length === 0 ? AUDIT_TEXT.allSeen : AUDIT_TEXT.neverScreened(missed.length)}
      </Text>
      {missed.length > 0 && (
        <SimpleGrid cols={3} spacing={6} role="list" aria-label={AUDIT_TEXT.neverScreened(missed.length)}>
          {missed.map((object) => {
            const label = labels.get(object.id) ?? object.id;
            const crop = (
              <Stack gap={2}>
                <CropImage src={cropUrl(slide.itemId, object)} alt={label} />
                <Text fz={11} c="dimmed" truncate>
                  {object.solution ? `${label} · ${T.solutionObject}` : label}
                </Text>
              </Stack>
            );
            return (
              <div
                key={object.id}
                role="listitem"
                data-testid="missed-object"
                data-object-id={object.id}
                title={object.solution ? `${label} · ${T.solutionObject}` : label}
              >
                {onShow ? (
                  <UnstyledButton onClick={() => onShow(object)} aria-label={T.showObject(label)} w="100%">
                    {crop}
                  </UnstyledButton>
                ) : (
                  crop
                )}
              </div>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** 'Screening coverage' of the slide on screen: tissue screened, time at 10x, objects seen and missed, and the heat map switch (with its legend and patterns when on). */
export function CoveragePanel({ slide, coverage, loading, heat, onHeat, heatPatterns, onHeatPatterns, onShowObject }: CoveragePanelProps) {
  return (
    <Stack gap="sm" data-testid="coverage-panel">
      <Title order={3} fz="md">
        {AUDIT_TEXT.coverage}
      </Title>
      <Switch size="sm" label={AUDIT_TEXT.heatMap} checked={heat} disabled={!coverage} onChange={(event) => onHeat(event.currentTarget.checked)} />
      {heat && coverage && <HeatLegend patterns={heatPatterns} onPatterns={onHeatPatterns} />}
      {loading && <Loader size="xs" />}
      {coverage && coverage.viewedSeconds === 0 && (
        <Text fz="sm" c="dimmed">
          {AUDIT_TEXT.noViews}
        </Text>
      )}
      {coverage?.skill?.classification && (
        <Text fz="sm" fw={600} data-testid="skill-sentence">
          {SCREENING_SKILL_TEXT.feedback(coverage.skill.classification, 'The learner')}
        </Text>
      )}
      {coverage && (
        <>
          <TissueRing coverage={coverage} />
          {coverage.objects.total > 0 && (
            <Stack gap={4}>
              <Text fz="xs" c="dimmed">
                {T.objectsSeen(coverage.objects.seen, coverage.objects.total)}
              </Text>
              <Progress value={(coverage.objects.seen / coverage.objects.total) * 100} color="teal" size="sm" aria-hidden />
            </Stack>
          )}
          <MissedObjects slide={slide} missed={coverage.missed} onShow={onShowObject} />
        </>
      )}
    </Stack>
  );
}
