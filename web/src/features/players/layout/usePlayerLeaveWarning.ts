import { useEffect } from 'react';
import { modals } from '@mantine/modals';
import { useBlocker } from 'react-router';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { staysInPlayer } from '../playerPaths';

/**
 * While leaving the player would lose work (an answer not submitted, a video position not saved),
 * leaving asks first: 'Are you sure you want to leave? You will lose unsaved progress.' — in-app
 * navigation through the router's blocker, closing or reloading the tab through the browser's own
 * prompt. Moving between the player's pages loses nothing; `leaving` (read when the navigation
 * happens) lets the player's own Save For Later, I'm Done and Finished go without asking.
 */
export function usePlayerLeaveWarning(dirty: boolean, basePath: string, leaving: () => boolean): void {
  const blocker = useBlocker(({ nextLocation }) => dirty && !leaving() && !staysInPlayer(basePath, nextLocation.pathname));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    modals.openConfirmModal({
      title: LEARNING_TEXT.leaveTitle,
      centered: true,
      children: LEARNING_TEXT.leaveWarning,
      labels: { confirm: LEARNING_TEXT.leave, cancel: LEARNING_TEXT.stay },
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
      if (leaving()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, leaving]);
}
