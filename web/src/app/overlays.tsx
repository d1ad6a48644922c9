import { lazy, Suspense, type ComponentType } from 'react';
import { notificationsStore } from '@mantine/notifications';
import { log } from '../lib/log';

/**
 * The toasts' container and the dialogs opened with `modals.*` are drawn by components no screen
 * needs for its first paint (no toast or dialog shows then): they download alongside the page
 * instead of before it. Until they arrive, what is asked of them waits, and shows once they are in.
 */
function deferred(what: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Loaded = lazy(() =>
    load().catch((error: unknown) => {
      log.warn(`the ${what} could not be loaded`, error);
      return { default: () => null };
    }),
  );
  return function Deferred() {
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}

/** Where toasts show, and how many at once (the rest wait their turn). */
/**
 * At the bottom right: the top holds the header's bell and user menu and, below it, the sticky bars
 * of detail pages (Edit, Save Changes), the very controls a toast's action is followed by.
 */
export const TOASTS = { position: 'bottom-right', limit: 4 } as const;

// notifications.show() only fills this store: toasts shown before the container arrives queue as it will place them.
notificationsStore.updateState((state) => ({ ...state, defaultPosition: TOASTS.position, limit: TOASTS.limit }));

/** The toasts' container (app/ToastHost.tsx), outside the router. */
export const Toasts = deferred('toasts', () => import('./ToastHost'));

/**
 * The dialogs of `modals.open()` and `modals.openConfirmModal()` (app/DialogHost.tsx), inside the
 * router so that they can use router links and blockers. @mantine/modals sends these calls as window
 * events to its provider: the ones sent before the provider is listening are kept here and sent
 * again once it is (replayEarlyDialogCalls).
 */
export const Dialogs = deferred('dialogs', () => import('./DialogHost'));

const DIALOG_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

let earlyDialogCalls: CustomEvent<unknown>[] | null = [];
const keepDialogCall = (event: Event) => earlyDialogCalls?.push(new CustomEvent(event.type, { detail: (event as CustomEvent<unknown>).detail }));
if (typeof window !== 'undefined') for (const type of DIALOG_EVENTS) window.addEventListener(type, keepDialogCall);

/** Called by the dialogs' provider once it listens: stops keeping calls and sends the kept ones again, in order. */
export function replayEarlyDialogCalls(): void {
  const calls = earlyDialogCalls;
  if (!calls) return;
  earlyDialogCalls = null;
  for (const type of DIALOG_EVENTS) window.removeEventListener(type, keepDialogCall);
  for (const call of calls) window.dispatchEvent(call);
}
