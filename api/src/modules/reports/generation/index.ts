import { ReportFiles } from './report-files.js';
import { ReportGenerator } from './report-generator.js';

export { ReportFiles } from './report-files.js';
export { ReportGenerator } from './report-generator.js';

/** What the reports module registers to generate reports. */
export const REPORT_GENERATION_PROVIDERS = [ReportFiles, ReportGenerator];
