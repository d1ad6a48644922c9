import type { AlertPanels } from '../features/shell';
import { UploadsAlertList } from '../features/uploads';

/** The lists of the header's alerts menu, from the features that own them. */
export const ALERT_PANELS: AlertPanels = {
  uploads: <UploadsAlertList />,
};
