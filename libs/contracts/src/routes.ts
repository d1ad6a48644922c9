/** Paths under API_PREFIX used by the accounts slice (spec part 1 section 7). */
export const ACCOUNT_ROUTES = {
  login: '/login',
  reset: '/reset',
  /** Sets a new password with a reset token (the link of the reset e-mail). */
  resetConfirm: '/reset/confirm',
  register: '/register',
  captcha: '/captcha',
  user: '/user',
  logout: '/user/logout',
  logoutEverywhere: '/user/logout/all',
  terms: '/user/terms',
  prefs: '/user/prefs',
  profile: '/user/profile',
  organization: '/user/organization',
  csrf: '/csrf',
  health: '/health',
  announcement: '/announcement',
} as const;

/** Link sent in the reset e-mail: the web screen that sets a new password. */
export const RESET_PASSWORD_PATH = '/reset-password';
