import { useEffect } from 'react';
import { modals } from '@mantine/modals';
import { useBlocker } from 'react-router';
import { MSG } from '@cytocampus/contracts';

/**
 * While a form has unsaved changes, leaving the page asks first: in-app navigation through the
 * router's blocker, closing or reloading the tab through the browser's own prompt.
 */
export function useLeaveWarning(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

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
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
