import { Notifications } from '@mantine/notifications';
import { TOASTS } from './overlays';
import classes from './ToastHost.module.css';

/** The toasts' container, loaded on demand (app/overlays.tsx). */
export default function ToastHost() {
  return <Notifications position={TOASTS.position} limit={TOASTS.limit} classNames={{ root: classes.toasts }} data-testid="toasts" />;
}
