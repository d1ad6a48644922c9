import { Button, Checkbox, Group, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { GYN_COMPONENTS, ORGANISMS, RESULT_SETS, type SlideReviewData, type SolutionType } from '@cytocampus/contracts';
import { canCapture } from './slideReviewRules';
import { GYN_GROUP_TITLES, RESULT_DESCRIPTIONS, REVIEW_SCREEN_TEXT } from './slideReviewTexts';

interface DiagnosisFormProps {
  category: SolutionType;
  data: SlideReviewData;
  readOnly: boolean;
  saving: boolean;
  onChange: (data: SlideReviewData) => void;
  onCapture: () => void;
}

/** One result as a radio: its code and what it means. */
function ResultRadio({ value }: { value: string }) {
  return (
    <Radio
      value={value}
      label={
        <Text fz="sm" component="span">
          <Text span fz="inherit" fw={600}>
            {value}
          </Text>
          {RESULT_DESCRIPTIONS[value] && (
            <Text span c="dimmed" fz="xs">
              {` ${RESULT_DESCRIPTIONS[value]}`}
            </Text>
          )}
        </Text>
      }
    />
  );
}

/** GYN results under their groups (A to D); other categories as one list. */
export function ResultChoices({ category }: { category: Exclude<SolutionType, 'none'> }) {
  const results = RESULT_SETS[category];
  if (category !== 'GYN') {
    return (
      <Stack gap={6}>
        {results.map((r) => (
          <ResultRadio key={r.value} value={r.value} />
        ))}
      </Stack>
    );
  }
  const groups = [...new Set(results.map((r) => r.group))];
  return (
    <Stack gap="xs">
      {groups.map((group) => (
        <Stack key={group} gap={4}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            {GYN_GROUP_TITLES[group] ?? group}
          </Text>
          {results
            .filter((r) => r.group === group)
            .map((r) => (
              <ResultRadio key={r.value} value={r.value} />
            ))}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The diagnosis form by specimen category (spec part 3 "Diagnosis result sets"): the result, for
 * GYN also the endocervical component and organisms, and comments. The capture button submits the
 * slide: enabled once a result is chosen (without a solution type: once there are comments) and no
 * write is in flight.
 */
export function DiagnosisForm({ category, data, readOnly, saving, onChange, onCapture }: DiagnosisFormProps) {
  return (
    <Stack gap="md">
      {category !== 'none' && (
        <Radio.Group label={REVIEW_SCREEN_TEXT.result} value={data.result ?? ''} onChange={(result) => onChange({ ...data, result })} readOnly={readOnly}>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: '8px 0 0' }}>
            <ResultChoices category={category} />
          </fieldset>
        </Radio.Group>
      )}
      {category === 'GYN' && (
        <>
          <Stack gap={4}>
            <Text fz="sm" fw={500}>
              {REVIEW_SCREEN_TEXT.component}
            </Text>
            <SegmentedControl
              role="radiogroup"
              aria-label={REVIEW_SCREEN_TEXT.component}
              disabled={readOnly}
              value={data.component ?? ''}
              onChange={(value) => onChange({ ...data, component: value === 'Absent' || value === 'Present' ? value : null })}
              data={[{ value: '', label: '—' }, ...GYN_COMPONENTS.map((c) => ({ value: c, label: c }))]}
            />
          </Stack>
          <Checkbox.Group label={REVIEW_SCREEN_TEXT.organisms} value={data.organisms} onChange={(organisms) => onChange({ ...data, organisms })}>
            <Stack gap={6} mt={6}>
              {ORGANISMS.map((organism) => (
                <Checkbox key={organism} value={organism} label={organism} disabled={readOnly} />
              ))}
            </Stack>
          </Checkbox.Group>
        </>
      )}
      <Textarea
        label={REVIEW_SCREEN_TEXT.comments}
        description={category === 'none' ? REVIEW_SCREEN_TEXT.commentsHint : undefined}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        readOnly={readOnly}
        value={data.comments}
        onChange={(event) => onChange({ ...data, comments: event.currentTarget.value })}
      />
      {!readOnly && (
        <Group justify="flex-end">
          <Button onClick={onCapture} disabled={!canCapture(category, data, saving)}>
            {REVIEW_SCREEN_TEXT.captureDiagnosis}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
