// The signed-in shell, loaded alongside the first dashboard page (app/router.tsx, app/guards.tsx): the sign-in screen does not download it.
export { DashboardLayout } from './components/DashboardLayout';
