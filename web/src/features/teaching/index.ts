// Live teaching (issue 16 section 4, docs/adr/0030): the list of live sessions with the form to start one, and a session's page.
export { TeachingListPage } from './pages/TeachingListPage';
export { TeachingSessionPage } from './pages/TeachingSessionPage';
