export { LoginPage } from './components/LoginPage';
export { LogoutPage } from './components/LogoutPage';
export { ResetPasswordPage } from './components/ResetPasswordPage';
