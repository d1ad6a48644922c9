import type { ReactNode } from 'react';
import { Anchor, Input, InputBase, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NameEntry } from '@cytocampus/contracts';
import { ListDrawer } from '../overlay/SideDrawer';
import { NameChoices } from './NameChoices';

export interface NamePickerProps {
  label: string;
  value: string | null;
  /** The name list to pick from (organizations, groups, assignments); undefined while loading. */
  entries: readonly NameEntry[] | undefined;
  /** The current value's name, for when the list is not loaded (or does not hold it). */
  valueName?: string | null;
  /** What an empty value reads ('Unassigned', 'None'); offered as a choice when clearable. */
  emptyLabel: string;
  clearable?: boolean;
  disabled?: boolean;
  /** Shown as a link while the picker cannot be used (the organization link for admins). */
  href?: string;
  description?: ReactNode;
  error?: ReactNode;
  onChange: (value: string | null) => void;
}

/** A field whose value is picked from a name list in the list drawer (right side, 50 % wide, Close). */
export function NamePicker({ label, value, entries, valueName, emptyLabel, clearable = true, disabled, href, description, error, onChange }: NamePickerProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const name = (value && (entries?.find((entry) => entry.itemid === value)?.name ?? valueName)) || null;
  const pick = (next: string | null) => {
    onChange(next);
    close();
  };

  if (disabled && href && name) {
    return (
      <Input.Wrapper label={label} description={description}>
        <Text py={6} fz="sm">
          <Anchor component={Link} to={href} fw={550}>
            {name}
          </Anchor>
        </Text>
      </Input.Wrapper>
    );
  }
  return (
    <>
      <InputBase
        component="button"
        type="button"
        label={label}
        aria-label={label}
        description={description}
        error={error}
        disabled={disabled}
        pointer
        rightSection={<IconSelector size={16} stroke={1.6} />}
        rightSectionPointerEvents="none"
        onClick={open}
      >
        {name ?? (
          <Text span c="dimmed" fz="sm">
            {emptyLabel}
          </Text>
        )}
      </InputBase>
      <ListDrawer opened={opened} onClose={close} title={<Text fw={650}>{`Choose ${label}`}</Text>}>
        <NameChoices
          label={label}
          entries={entries}
          isChosen={(itemId) => itemId === value}
          onPick={(entry) => pick(entry.itemid)}
          leading={
            clearable && (
              <NavLink component="button" type="button" role="option" label={emptyLabel} c="dimmed" active={value === null} onClick={() => pick(null)} />
            )
          }
        />
      </ListDrawer>
    </>
  );
}
