import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { FieldDefinition } from '@cytocampus/schema';
import { useSchemaForm, type SchemaFieldInfo } from './SchemaFormContext';
import { canStep, numberRulesOf, settleNumber, stepNumber } from './numberRules';
import { valueAt } from './schemaValues';

interface NumberFieldProps {
  info: SchemaFieldInfo;
  def: Extract<FieldDefinition, { type: 'number' | 'index' }>;
  locked: boolean;
}

/** A number with − and + step buttons (disabled at the bounds); typed values are clamped on leaving the field. */
export function NumberField({ info, def, locked }: NumberFieldProps) {
  const { form, readOnly } = useSchemaForm();
  const rules = numberRulesOf(def);
  const raw = valueAt(form.getValues(), info.path);
  const value = typeof raw === 'number' ? raw : null;
  const set = (next: number | string | null) => form.setFieldValue(info.path, next);
  const stepper = (direction: 1 | -1) => (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-label={`${direction > 0 ? 'Increase' : 'Decrease'} ${info.label}`}
      disabled={locked || !canStep(value, direction, rules)}
      onClick={() => set(stepNumber(value, direction, rules))}
    >
      {direction > 0 ? <IconPlus size={14} /> : <IconMinus size={14} />}
    </ActionIcon>
  );
  return (
    <NumberInput
      label={info.label}
      withAsterisk={def.required}
      description={def.display?.hint}
      // While typing the form may hold text ('1.'); leaving the field settles it to a number.
      value={typeof raw === 'number' || typeof raw === 'string' ? raw : ''}
      onChange={(next) => set(next === '' ? null : next)}
      onBlur={() => set(settleNumber(typeof raw === 'number' || typeof raw === 'string' ? raw : null, rules))}
      min={rules.min}
      max={rules.max}
      step={rules.step ?? 1}
      allowDecimal={!rules.integer}
      allowNegative={rules.min === undefined || rules.min < 0}
      clampBehavior="none"
      hideControls
      placeholder={readOnly ? undefined : def.display?.placeholder}
      rightSection={
        readOnly ? undefined : (
          <Group gap={2} wrap="nowrap">
            {stepper(-1)}
            {stepper(1)}
          </Group>
        )
      }
      rightSectionWidth={64}
      error={form.errors[info.path]}
      disabled={locked}
    />
  );
}
