// /reset-password, loaded when the reset e-mail's link is opened (its form checks with a schema).
export { ResetPasswordPage } from './components/ResetPasswordPage';
