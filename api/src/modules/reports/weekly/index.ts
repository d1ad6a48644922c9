import { WeeklyReportReader } from './weekly-recipients.js';
import { WeeklyReportDispatcher } from './weekly-report-dispatcher.js';

export { WeeklyReportDispatcher } from './weekly-report-dispatcher.js';

/** What the reports module registers for the weekly organization e-mail (it needs EsModule). */
export const WEEKLY_REPORT_PROVIDERS = [WeeklyReportReader, WeeklyReportDispatcher];
