import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel?: string;
  /** A destructive step gets a red button. */
  danger?: boolean;
}

/** Asks a yes/no question in a modal; closing it any other way means no. */
export function askConfirmation({ title, text, confirmLabel = 'OK', danger = false }: Confirmation): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (yes: boolean) => {
      answered = true;
      resolve(yes);
    };
    modals.openConfirmModal({
      title: <Text fw={650}>{title}</Text>,
      centered: true,
      children: <Text fz="sm">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => {
        if (!answered) resolve(false);
      },
    });
  });
}
