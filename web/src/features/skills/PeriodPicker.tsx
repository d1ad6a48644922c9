import { Group, TextInput } from '@mantine/core';
import { SKILL_PAGE_TEXT as P } from '@cytocampus/contracts';
import type { SkillPeriodArgs } from './api';

/**
 * Two month fields (the browser's own month input: typed or picked, by keyboard too); each shows
 * the period the API answered until the user picks another.
 */
export function PeriodPicker({ shown, onChange }: { shown: { from: string; to: string } | undefined; onChange: (next: SkillPeriodArgs) => void }) {
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label={P.period}>
      <TextInput
        type="month"
        label={P.from}
        value={shown?.from ?? ''}
        max={shown?.to}
        onChange={(e) => onChange({ from: e.currentTarget.value, to: shown?.to })}
        w={170}
      />
      <TextInput
        type="month"
        label={P.to}
        value={shown?.to ?? ''}
        min={shown?.from}
        onChange={(e) => onChange({ from: shown?.from, to: e.currentTarget.value })}
        w={170}
      />
    </Group>
  );
}
