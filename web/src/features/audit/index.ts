// The review audit (issue 16): the list of slide reviews an auditor may replay, and a review's replay with its screening coverage; loaded with their routes.
export { AuditListPage } from './pages/AuditListPage';
export { ReplayPage } from './pages/ReplayPage';
