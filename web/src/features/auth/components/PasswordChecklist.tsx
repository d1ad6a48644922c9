import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';

interface PasswordChecklistProps {
  /** Every rule of the form's wording, in order. */
  rules: readonly string[];
  /** The rules the current password still fails. */
  failing: readonly string[];
}

/** The password rules as a live checklist, so nobody has to guess them from an error. */
export function PasswordChecklist({ rules, failing }: PasswordChecklistProps) {
  return (
    <List spacing={4} size="xs" center aria-label="Password rules">
      {rules.map((rule) => {
        const met = !failing.includes(rule);
        return (
          <List.Item
            key={rule}
            c={met ? 'teal.8' : 'dimmed'}
            icon={
              <ThemeIcon size={16} radius="xl" variant={met ? 'filled' : 'light'} color={met ? 'teal' : 'gray'}>
                {met ? <IconCheck size={11} stroke={3} /> : <IconPoint size={11} />}
              </ThemeIcon>
            }
          >
            {rule}
          </List.Item>
        );
      })}
    </List>
  );
}
