import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@cytocampus/contracts';

export type ToastLevel = 'info' | 'warning' | 'error';

const COLOR: Record<ToastLevel, string> = { info: 'blue', warning: 'orange', error: 'red' };

export interface ToastOptions {
  title?: string;
  message: string;
  /** info is blue, warning orange, anything else red (spec part 1 section 2). */
  level?: ToastLevel;
}

/** A transient toast that disappears after 8 seconds. */
export function showToast({ title, message, level = 'error' }: ToastOptions): string {
  return notifications.show({ title, message, color: COLOR[level], autoClose: TOAST_DURATION_MS, withBorder: true });
}
