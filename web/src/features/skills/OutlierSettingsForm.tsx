import { useState } from 'react';
import { Button, Collapse, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SKILL_OUTLIER_BOUNDS as B, SKILL_OUTLIER_TEXT as T, type SkillOutlierSettings } from '@cytocampus/contracts';
import { isApiFailure } from '../../http/errors';
import { showToast } from '../../shared/feedback/toast';
import { useChangeOutlierSettingsMutation, useGetOutlierSettingsQuery } from './outlierSettingsApi';

/**
 * The organization's outlier thresholds (docs/adr/0036), behind a button under the learners' table:
 * the factor over the organization's rate and the minimum of classified slides. A refusal shows its
 * message under its field (values are not clamped behind the user's back); the organization's view
 * and the notifications follow the saved values.
 */
export function OutlierSettingsForm({ orgId }: { orgId: string }) {
  const [opened, { toggle }] = useDisclosure(false);
  const { data } = useGetOutlierSettingsQuery(orgId, { skip: !opened });
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened} aria-controls="outlier-settings">
          {T.settingsTitle}
        </Button>
      </Group>
      <Collapse expanded={opened} id="outlier-settings">
        {data ? <ThresholdsForm key={`${orgId}:${data.factor}:${data.minSlides}`} orgId={orgId} saved={data} /> : opened && <Loader size="xs" />}
      </Collapse>
    </Stack>
  );
}

/** The two fields, starting from the saved values (a new saved value starts a new form). */
function ThresholdsForm({ orgId, saved }: { orgId: string; saved: SkillOutlierSettings }) {
  const [change, { isLoading }] = useChangeOutlierSettingsMutation();
  const [factor, setFactor] = useState<number | string>(saved.factor);
  const [minSlides, setMinSlides] = useState<number | string>(saved.minSlides);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    setErrors({});
    const result = await change({ orgId, body: { factor: Number(factor), minSlides: Number(minSlides) } });
    if ('error' in result) {
      const failure = isApiFailure(result.error) ? result.error : null;
      const fields = Object.fromEntries((failure?.errors ?? []).filter((e) => e.field).map((e) => [e.field!, e.message]));
      if (Object.keys(fields).length > 0) setErrors(fields);
      else showToast({ title: T.settingsTitle, message: failure?.message ?? 'Please try again.' });
      return;
    }
    showToast({ message: T.saved, level: 'info' });
  };

  return (
    <form aria-label={T.settingsTitle} onSubmit={(e) => (e.preventDefault(), void save())}>
      <Stack gap="xs">
        <Text fz="xs" c="dimmed">
          {T.settingsHelp}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={T.factor}
            value={factor}
            onChange={setFactor}
            min={B.factor.min}
            max={B.factor.max}
            step={B.factor.step}
            decimalScale={1}
            clampBehavior="none"
            w={220}
            error={errors.factor}
            required
          />
          <NumberInput
            label={T.minSlides}
            value={minSlides}
            onChange={setMinSlides}
            min={B.minSlides.min}
            max={B.minSlides.max}
            allowDecimal={false}
            clampBehavior="none"
            w={220}
            error={errors.minSlides}
            required
          />
        </Group>
        <Group>
          <Button type="submit" loading={isLoading}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
