/**
 * The community (spec part 3 "Chat thread and message", "Threads and messages"): the lists of
 * community threads, organization threads and conversations, and the thread page, loaded with
 * their routes. The alerts menu's part is `./alerts`.
 */
export { ThreadListPage } from './pages/ThreadListPage';
export { ThreadPage } from './pages/ThreadPage';
