import { Notifications } from '@mantine/notifications';
import { TOASTS } from './overlays';

/** The toasts' container, loaded on demand (app/overlays.tsx). */
export default function ToastHost() {
  return <Notifications position={TOASTS.position} limit={TOASTS.limit} data-testid="toasts" />;
}
