/** The community's part of the header's alerts menu (app/alertPanels.tsx loads it once the shell shows): the Messages and Notifications tabs and the counts. */
export { AlertThreadList } from './AlertThreadList';
export { AlertsBadge, AlertTabCount } from './AlertCounts';
