// The sign-in screen, the provider's callback (/sso/callback) and sign-out, loaded together by their
// routes (router.tsx). The other account pages are entries of their own, so this chunk stays free of
// zod: /reset-password (`./resetPassword`) and /register (`./register`) check their forms with schemas.
export { LoginPage } from './components/LoginPage';
export { LogoutPage } from './components/LogoutPage';
export { SsoCallbackPage } from './components/SsoCallbackPage';
