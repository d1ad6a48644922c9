import { useEffect } from 'react';
import { modals } from '@mantine/modals';
import { useBlocker } from 'react-router';
import { MSG } from '@cytocampus/contracts';

export interface LeaveWarningOptions {
  /** Paths that stay on the page for this purpose (a player's own pages); default: the same path only. */
  staysAt?: (pathname: string) => boolean;
  /** Read when a navigation happens: true lets the page's own way out (Save For Later, I'm Done) go without asking. */
  leaving?: () => boolean;
}

/**
 * While leaving would lose work (a form's unsaved changes, an answer not submitted), leaving the
 * page asks first ('Are you sure you want to leave? You will lose unsaved progress.'): in-app
 * navigation through the router's blocker, closing or reloading the tab through the browser's own prompt.
 */
export function useLeaveWarning(dirty: boolean, { staysAt, leaving }: LeaveWarningOptions = {}): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving?.() && (staysAt ? !staysAt(nextLocation.pathname) : currentLocation.pathname !== nextLocation.pathname),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Closing the dialog any other way (Escape, the close button) means staying.
    let answered = false;
    modals.openConfirmModal({
      title: 'Unsaved changes',
      centered: true,
      children: MSG.leavePage,
      labels: { confirm: 'Leave', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        answered = true;
        blocker.proceed();
      },
      onCancel: () => {
        answered = true;
        blocker.reset();
      },
      onClose: () => {
        if (!answered) blocker.reset();
      },
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving?.()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, leaving]);
}
