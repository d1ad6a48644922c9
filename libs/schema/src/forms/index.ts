export * from './limits.js';
export { loginForm, loginRequestSchema } from './login.js';
export { profileForm, profileUpdateSchema, type ProfileUpdate } from './profile.js';
export { registerAccountForm, type RegisterAccountValues } from './register-account.js';
export { registerBioForm, toRegisterRequest, type RegisterBioValues } from './register-bio.js';
export { registerRequestSchema, type RegisterRequestValues } from './register-request.js';
export { newPasswordForm, resetConfirmSchema, resetRequestForm, resetRequestSchema } from './reset.js';
export { termsAcceptanceSchema } from './terms.js';
