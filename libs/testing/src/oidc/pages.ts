/** The test provider's pages: plain HTML that a browser test clicks through and drive.ts parses. */

export const PROVIDER_NAME = 'Laboratory ID';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

export interface LoginPageInput {
  uid: string;
  /** Prefilled from the request's `login_hint`, or what was typed before a refusal. */
  login: string;
  error?: string;
}

/** The e-mail and password form, and an Abort button that answers the client with access_denied. */
export const loginPage = ({ uid, login, error }: LoginPageInput): string =>
  page(
    `Sign in to ${PROVIDER_NAME}`,
    `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form id="login" method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>E-mail <input name="email" type="text" autocomplete="username" value="${escapeHtml(login)}"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button>
</form>
<form id="abort" method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Abort</button></form>`,
  );

/** RP-initiated logout's confirmation: `form` is oidc-provider's (its action and xsrf field), the button submits it. */
export const logoutPage = (form: string): string =>
  page(`Sign out of ${PROVIDER_NAME}?`, `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out of ${PROVIDER_NAME}</button>`);

/** Shown when logout had no registered place to return to. */
export const signedOutPage = (): string => page(`Signed out of ${PROVIDER_NAME}`, '<p>You can close this window.</p>');

export const errorPage = (error: string, description?: string): string =>
  page(`${PROVIDER_NAME} error`, `<p id="error">${escapeHtml(error)}</p>${description ? `<p>${escapeHtml(description)}</p>` : ''}`);
