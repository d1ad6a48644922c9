import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldDefinition } from '@cytocampus/schema';
import { SchemaField } from './SchemaField';
import { SchemaFields } from './SchemaFields';
import { useSchemaForm, type SchemaFieldInfo } from './SchemaFormContext';
import { canAddEntry, entryControls } from './listBounds';
import { initialValue, valueAt } from './schemaValues';
import { entryName } from './visibility';
import { ListHeading } from './ListHeading';
import classes from './SchemaForm.module.css';

interface ListFieldProps {
  info: SchemaFieldInfo;
  def: Extract<FieldDefinition, { type: 'array' }>;
  locked: boolean;
}

function EntryButton({ label, icon, disabled, onClick, danger }: { label: string; icon: ReactNode; disabled: boolean; onClick: () => void; danger?: boolean }) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon variant="subtle" color={danger ? 'red' : 'gray'} aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** How many entries there are, and the bounds when there are any. */
function countText(length: number, { min = 0, max = 0 }: { min?: number; max?: number }): string {
  const bounds = min > 0 && max > 0 ? `${min} to ${max}` : min > 0 ? `at least ${min}` : max > 0 ? `up to ${max}` : '';
  return bounds ? `${length} (${bounds})` : String(length);
}

/**
 * A list field: each entry with Move up, Move down and Remove, and Add at the end; Add is
 * disabled at the maximum count, Remove at the minimum, the moves at the ends (spec part 3).
 */
export function ListField({ info, def, locked }: ListFieldProps) {
  const { form, readOnly } = useSchemaForm();
  const raw = valueAt(form.getValues(), info.path);
  const entries = Array.isArray(raw) ? raw : [];
  const name = entryName(def.item, info.label);
  const editable = !readOnly && !locked;
  const error = form.errors[info.path];
  const itemFields = def.item.type === 'object' ? def.item.fields : null;

  return (
    <Stack gap="xs" role="group" aria-label={info.label}>
      <ListHeading
        label={info.label}
        required={def.required}
        count={countText(entries.length, def)}
        error={error}
        emptyText={entries.length === 0 ? `No ${info.label.toLowerCase()} yet.` : null}
      />
      {entries.map((_entry, index) => {
        const path = `${info.path}.${index}`;
        const controls = entryControls(index, entries.length, def);
        const label = `${name} ${index + 1}`;
        const buttons = editable && (
          <Group gap={2} wrap="nowrap">
            <EntryButton
              label="Move up"
              icon={<IconArrowUp size={16} />}
              disabled={!controls.canMoveUp}
              onClick={() => form.reorderListItem(info.path, { from: index, to: index - 1 })}
            />
            <EntryButton
              label="Move down"
              icon={<IconArrowDown size={16} />}
              disabled={!controls.canMoveDown}
              onClick={() => form.reorderListItem(info.path, { from: index, to: index + 1 })}
            />
            <EntryButton
              label="Remove"
              icon={<IconTrash size={16} />}
              danger
              disabled={!controls.canRemove}
              onClick={() => form.removeListItem(info.path, index)}
            />
          </Group>
        );
        if (!itemFields) {
          return (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap" role="group" aria-label={label}>
              <div className={classes.grow}>
                <SchemaField path={path} name={String(index)} definition={def.item} label={label} />
              </div>
              {buttons}
            </Group>
          );
        }
        return (
          <Paper key={index} withBorder p="sm" radius="md" className={classes.entry} role="group" aria-label={label}>
            <Group justify="space-between" mb="xs" gap="xs">
              <Text fw={600} fz="sm" c="dimmed">
                {label}
              </Text>
              {buttons}
            </Group>
            <SchemaFields prefix={path} fields={itemFields} />
          </Paper>
        );
      })}
      {editable && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!canAddEntry(entries.length, def)}
            onClick={() => form.insertListItem(info.path, initialValue(def.item))}
          >
            {`Add ${name}`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
