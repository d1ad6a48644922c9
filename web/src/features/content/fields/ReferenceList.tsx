import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListHeading } from '../../../shared/schema-form';
import classes from './ContentFields.module.css';

/** One referenced item as a row shows it. */
export interface ReferenceRow {
  key: string;
  /** Its name; null while unknown (not loaded, or gone). */
  name: string | null;
  /** Its kind ('Quiz'), shown as a badge. */
  kind?: string;
  /** Its own detail, when it has one. */
  href?: string | null;
  /** More about it (an 'Inactive' badge). */
  note?: ReactNode;
}

interface ReferenceListProps {
  label: string;
  rows: readonly ReferenceRow[];
  /** Update mode: move and remove buttons, and the add buttons. */
  editable: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  required?: boolean;
  error?: ReactNode;
  emptyText: string;
  /** The ways to add an entry (one picker per kind). */
  addButtons?: ReactNode;
}

function RowButton({ label, icon, disabled, onClick, danger }: { label: string; icon: ReactNode; disabled?: boolean; onClick: () => void; danger?: boolean }) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon variant="subtle" color={danger ? 'red' : 'gray'} aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * An ordered list of references to other items (a course's items, a test's slides): each row
 * names the item and links to it; in update mode rows move up and down and are removed, and new
 * ones come from the add buttons (spec part 2 "Course editor", part 3 "Slide test detail").
 */
export function ReferenceList({ label, rows, editable, onMove, onRemove, required, error, emptyText, addButtons }: ReferenceListProps) {
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <ListHeading label={label} required={required} count={rows.length} error={error} emptyText={rows.length === 0 ? emptyText : null} />
      {rows.length > 0 && (
        <Stack gap={6} component="ol" className={classes.rows}>
          {rows.map((row, index) => (
            <Paper key={row.key} component="li" withBorder radius="md" px="sm" py={8} className={classes.row} aria-label={row.name ?? row.key}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" className={classes.rowMain}>
                  <Text fz="xs" fw={700} c="dimmed" className={classes.position}>
                    {index + 1}
                  </Text>
                  {row.kind && (
                    <Badge variant="light" color="cyto" radius="sm" size="sm" miw="max-content">
                      {row.kind}
                    </Badge>
                  )}
                  {row.href && row.name ? (
                    <Anchor component={Link} to={row.href} fw={600} fz="sm" lineClamp={1}>
                      {row.name}
                    </Anchor>
                  ) : (
                    <Text fz="sm" fw={row.name ? 600 : 400} c={row.name ? undefined : 'dimmed'} lineClamp={1}>
                      {row.name ?? 'Unknown item'}
                    </Text>
                  )}
                  {row.note}
                </Group>
                {editable && (
                  <Group gap={2} wrap="nowrap">
                    <RowButton label="Move up" icon={<IconArrowUp size={16} />} disabled={index === 0} onClick={() => onMove(index, index - 1)} />
                    <RowButton
                      label="Move down"
                      icon={<IconArrowDown size={16} />}
                      disabled={index === rows.length - 1}
                      onClick={() => onMove(index, index + 1)}
                    />
                    <RowButton label="Remove" icon={<IconTrash size={16} />} danger onClick={() => onRemove(index)} />
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {editable && addButtons && (
        <Group gap="xs" mt={4}>
          {addButtons}
        </Group>
      )}
    </Stack>
  );
}
