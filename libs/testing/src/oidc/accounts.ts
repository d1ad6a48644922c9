/** A person the test provider can sign in: what they type at its login page, and the claims it releases. */
export interface ProviderAccount {
  /** The `sub` of the tokens: stable, so a second sign-in is the same identity. */
  accountId: string;
  /** What the person types in the login form's e-mail field (not always an e-mail: see `noMail`). */
  login: string;
  password: string;
  /** Released by scope: `email` (email, email_verified), `profile` (names, upn). */
  claims: Readonly<Record<string, string | boolean>>;
}

export const PROVIDER_PASSWORD = 'Provider1';

const account = (accountId: string, login: string, claims: ProviderAccount['claims']): ProviderAccount => ({
  accountId,
  login,
  password: PROVIDER_PASSWORD,
  claims,
});

/** One account per case CytoCampus's provider sign-in must handle: a new account, a link, each refusal, another e-mail claim. */
export const PROVIDER_ACCOUNTS = {
  /** Verified, with no CytoCampus account yet: the first sign-in creates one. */
  ada: account('lab-ada', 'ada@lab.test', { email: 'ada@lab.test', email_verified: true, given_name: 'Ada', family_name: 'Lovelace', name: 'Ada Lovelace' }),
  /** The demo learner, verified: signing in links the existing account after its password. */
  learner: account('lab-learner', 'learner@cytocampus.test', {
    email: 'learner@cytocampus.test',
    email_verified: true,
    given_name: 'Riley',
    family_name: 'Thompson',
  }),
  /** The demo manager, but the provider has not verified the address: no takeover of an existing account. */
  manager: account('lab-manager', 'manager@cytocampus.test', { email: 'manager@cytocampus.test', email_verified: false, name: 'Jordan Patel' }),
  /** A domain no provider of ours allows. */
  outsider: account('lab-outsider', 'outsider@elsewhere.test', { email: 'outsider@elsewhere.test', email_verified: true, name: 'Olga Outsider' }),
  /** A directory account with no e-mail claim at all. */
  noMail: account('lab-nomail', 'nomail', { name: 'No Mail' }),
  /** A directory account whose address is only its user principal name (as Entra ID sends it), never verified as such. */
  upnUser: account('lab-upn-user', 'upn.user', { upn: 'upn.user@lab.test', given_name: 'Upton', family_name: 'User' }),
} satisfies Record<string, ProviderAccount>;

export const DEFAULT_PROVIDER_ACCOUNTS: readonly ProviderAccount[] = Object.values(PROVIDER_ACCOUNTS);
