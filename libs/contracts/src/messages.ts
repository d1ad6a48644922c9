/** User-visible texts of the accounts slice, exactly as the spec writes them (part 1 sections 5 and 8). */
export const MSG = {
  loginIncorrect: 'Incorrect email or password.',
  deactivated: 'Your account has been deactivated, please contact your administrator.',
  resetSent: 'Success! If the email address provided has an account, a reset password email will be sent momentarily. Please check your inbox in 1-2 minutes.',
  emailExists: 'Account with that email already exists.',
  emailInvalidServer: 'Invalid email address supplied.',
  namesRequired: 'First and last name is required.',
  leavePage: 'Are you sure you want to leave? You will lose unsaved progress.',
  noOrganizationTitle: 'No Organization',
  noOrganizationText: 'Thank you for registering! Your account is being processed.',
  noMessages: 'No new messages.',
  noNotifications: 'No new notifications.',
  noActivity: 'No recent activity.',
  // Not in the spec (its reset screen is not shown); see docs/adr/0004-accounts-and-sessions.md.
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  signedOut: 'You have been signed out.',
  signedOutEverywhere: 'You have been signed out of all devices.',
  passwordChangedSignIn: 'Your password was changed. Please sign in again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  notSignedIn: 'You are not signed in.',
  captchaFailed: 'Please complete the captcha.',
  forbidden: 'You do not have permission to do that.',
  // Ours (docs/adr/0019-bad-input.md): the event was stored, but a read model could not apply it.
  // Ours: the event was stored, but the read models had not caught up when the wait ended (5 s).
  changeNotYetVisible: 'Your change was saved but is taking longer than usual to show. Please reload the page in a moment.',
  // Ours (docs/adr/0039): the database was restarting or out of reach (503, with Retry-After).
  serviceUnavailable: 'The site is briefly unavailable. Please try again in a moment.',
  changeNotApplied: 'Your change was saved but could not be applied. The site has reported it to its administrators; please try again later.',
} as const;
