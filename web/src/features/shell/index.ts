export { Unauthorized } from './components/Unauthorized';
export { NotFound } from './components/NotFound';
export { AlertPanelsProvider, type AlertPanels } from './alertPanels';
// The shell itself (DashboardLayout) is `./dashboard`, loaded on demand.
