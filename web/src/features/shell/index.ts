export { DashboardLayout } from './components/DashboardLayout';
export { Unauthorized } from './components/Unauthorized';
export { NotFound } from './components/NotFound';
export { AlertPanelsProvider, type AlertPanels } from './alertPanels';
