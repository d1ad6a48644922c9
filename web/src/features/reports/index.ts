// Reports (issue 15, docs/adr/0028): the list, the form and a report's page, loaded with their routes; the date pickers come with the form and the chart with the first completed report.
export { ReportListPage } from './pages/ReportListPage';
export { ReportItemPage } from './pages/ReportItemPage';
export { NewReportPage } from './pages/NewReportPage';
export type { ReportScope } from './reportScope';
