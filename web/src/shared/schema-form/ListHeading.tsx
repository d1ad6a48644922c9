import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from './SchemaForm.module.css';

interface ListHeadingProps {
  label: string;
  required?: boolean;
  /** Beside the label, dimmed: the number of entries (and their bounds). */
  count: ReactNode;
  error?: ReactNode;
  /** Shown instead of entries when there are none. */
  emptyText: string | null;
}

/** The top of a list field (the schema form's lists, the content editors' reference lists): label, count, error, empty text. */
export function ListHeading({ label, required, count, error, emptyText }: ListHeadingProps) {
  return (
    <>
      <Text fw={600} fz="sm">
        {label}
        {required && <span className={classes.asterisk}> *</span>}
        <Text span c="dimmed" fz="xs" ml={8}>
          {count}
        </Text>
      </Text>
      {error && (
        <Text c="red" fz="xs" role="alert">
          {error}
        </Text>
      )}
      {emptyText && (
        <Text c="dimmed" fz="sm">
          {emptyText}
        </Text>
      )}
    </>
  );
}
