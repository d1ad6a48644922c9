import { createContext, useContext, type ReactNode } from 'react';

export type AlertListName = 'messages' | 'notifications' | 'uploads';

/**
 * What the alerts menu shows in its tabs. The shell does not know the features that feed them
 * (features never import each other): the app passes their lists in, and what the bell and the
 * tabs show beside them (how many new messages and notifications there are).
 */
export type AlertPanels = Partial<Record<AlertListName, ReactNode>> & {
  /** Drawn over the bell's corner (a count of what is new); nothing when there is nothing new. */
  badge?: ReactNode;
  /** Beside a tab's label (its count). */
  counts?: Partial<Record<AlertListName, ReactNode>>;
};

const AlertPanelsContext = createContext<AlertPanels>({});

export function AlertPanelsProvider({ panels, children }: { panels: AlertPanels; children: ReactNode }) {
  return <AlertPanelsContext.Provider value={panels}>{children}</AlertPanelsContext.Provider>;
}

export const useAlertPanels = (): AlertPanels => useContext(AlertPanelsContext);
