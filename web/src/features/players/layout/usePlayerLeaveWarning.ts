import { useCallback } from 'react';
import { useLeaveWarning } from '../../../shared/navigation/useLeaveWarning';
import { staysInPlayer } from '../playerPaths';

/**
 * The leave-page warning of a player: moving between its own pages loses nothing, and `leaving`
 * (read when the navigation happens) lets Save For Later, I'm Done and Finished go without asking.
 */
export function usePlayerLeaveWarning(dirty: boolean, basePath: string, leaving: () => boolean): void {
  const staysAt = useCallback((pathname: string) => staysInPlayer(basePath, pathname), [basePath]);
  useLeaveWarning(dirty, { staysAt, leaving });
}
