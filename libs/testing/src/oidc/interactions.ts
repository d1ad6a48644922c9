import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { ProviderAccount } from './accounts.js';
import { errorPage, loginPage } from './pages.js';

/** What the login form answers to a wrong e-mail or password (and the int spec looks for). */
export const LOGIN_REFUSED = 'Wrong e-mail or password.';

const send = (res: ServerResponse, status: number, html: string): void => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
};

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

const accountFor = (accounts: readonly ProviderAccount[], login: string, password: string): ProviderAccount | undefined =>
  accounts.find((a) => a.login.toLowerCase() === login.trim().toLowerCase() && a.password === password);

/**
 * `/interaction/<uid>[/login|/abort]`: our own login page instead of oidc-provider's devInteractions,
 * which sign anyone in with any password. Consent never comes up: loadExistingGrant grants the scopes.
 */
export function interactionHandler(provider: Provider, accounts: readonly ProviderAccount[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const { uid, prompt, params } = await provider.interactionDetails(req, res);
      if (prompt.name !== 'login') return send(res, 500, errorPage('server_error', `The test provider has no page for the ${prompt.name} prompt.`));
      const step = new URL(req.url ?? '/', 'http://provider').pathname.split('/')[3];
      if (req.method === 'GET' && step === undefined) {
        const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
        return send(res, 200, loginPage({ uid, login: hint }));
      }
      if (req.method === 'POST' && step === 'abort') {
        const result = { error: 'access_denied', error_description: 'The sign-in was aborted at the provider.' };
        return await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      }
      if (req.method === 'POST' && step === 'login') {
        const form = await formOf(req);
        const login = form.get('email') ?? '';
        const account = accountFor(accounts, login, form.get('password') ?? '');
        if (!account) return send(res, 200, loginPage({ uid, login, error: LOGIN_REFUSED }));
        return await provider.interactionFinished(req, res, { login: { accountId: account.accountId } }, { mergeWithLastSubmission: false });
      }
      send(res, 404, errorPage('not_found'));
    } catch (error) {
      // Most often the interaction cookie is missing or expired (SessionNotFound).
      send(res, 400, errorPage('invalid_request', error instanceof Error ? error.message : String(error)));
    }
  };
}
