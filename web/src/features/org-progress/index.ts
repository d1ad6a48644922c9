// The organization progress page (issue 13, docs/adr/0024): loaded with its route, charts included.
export { OrgProgressPage } from './OrgProgressPage';
export type { LearnerLink } from './ProgressTable';
