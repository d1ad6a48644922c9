// The sign-in screen and sign-out, loaded together by /login and /logout (router.tsx). The other
// account pages are entries of their own, so this chunk stays free of zod: /reset-password
// (`./resetPassword`) and /register (`./register`) check their forms with schemas.
export { LoginPage } from './components/LoginPage';
export { LogoutPage } from './components/LogoutPage';
