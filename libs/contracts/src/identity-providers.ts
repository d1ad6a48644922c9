/**
 * Single sign-on through an organization's OpenID Connect providers (issue part 1; the plan's
 * sections 0 to 4). Super users configure the providers of an organization; its members then sign
 * in through them, an account being made at the first sign-in or linked to an existing one.
 */
import type { Role } from './roles.js';
import type { CurrentUser } from './users.js';

/** The roles an account made at its first sign-in may get: just-in-time provisioning never makes an admin or a super. */
export const SIGN_IN_DEFAULT_ROLES = ['guest', 'cytotechnologist', 'manager'] as const satisfies readonly Role[];
export type SignInDefaultRole = (typeof SIGN_IN_DEFAULT_ROLES)[number];

/** Bounds of a provider's configuration and of the sign-in calls (ours). */
export const IDENTITY_PROVIDER_LIMITS = {
  domainsMax: 20,
  /** Client secrets of the common providers are under 100 characters; certificates are not secrets we take. */
  clientSecretMax: 500,
  /** The callback's query string: a code, a state and an issuer, well under this. */
  callbackQueryMax: 4096,
} as const;

/** Paths under API_PREFIX of a sign-in through a provider (anyone). */
export const SSO_ROUTES = {
  /** GET ?email= or ?orgId=: the enabled providers of the e-mail's domain, or of the organization (names only). */
  providers: '/auth/providers',
  /** POST {providerId, returnTo?, email?}: the provider's authorization address; sets the flow cookie. */
  start: '/auth/oidc/start',
  /** POST {query}: the callback page sends the provider's answer here; signs in, or asks to link. */
  callback: '/auth/oidc/callback',
  /** POST {password, website}: links the provider's account to the existing one after its password. */
  link: '/auth/oidc/link',
} as const;

/** Paths under API_PREFIX of the providers' configuration (super users only). */
export const IDENTITY_PROVIDER_ROUTES = {
  /** GET: the organization's providers; POST: adds one. */
  list: (orgId: string) => `/organizations/${orgId}/identity-providers`,
  /** PUT: changes one (a `clientSecret` replaces the secret, absent keeps it); DELETE: removes it. */
  one: (orgId: string, id: string) => `/organizations/${orgId}/identity-providers/${id}`,
  /** PUT {providerRequired}: whether members below admin must sign in through a provider. */
  policy: (orgId: string) => `/organizations/${orgId}/sign-in-policy`,
} as const;

/** The web page a provider sends the browser back to (the redirect URI is PUBLIC_URL and this); it posts the answer to SSO_ROUTES.callback. */
export const SSO_CALLBACK_PATH = '/sso/callback';

/**
 * Sealed, httpOnly cookies of a sign-in: the flow in progress (state, nonce, PKCE verifier) and a
 * pending link. Sign-out needs none: the sessions read model keeps the provider a session came through.
 */
export const OIDC_FLOW_COOKIE = 'cc_oidc_flow';
export const OIDC_LINK_COOKIE = 'cc_oidc_link';

/** What a super user sets on a provider, the secret apart. */
export interface IdentityProviderFields {
  /** Shown on the sign-in button: 'Sign in with {name}'. */
  name: string;
  /** The OpenID issuer (its discovery document tells the endpoints). */
  issuer: string;
  clientId: string;
  /** The claim that holds the e-mail address: 'email', or a directory identifier such as 'upn'. */
  emailClaim: string;
  /** E-mail domains whose users sign in through this provider (exact matches). */
  allowedDomains: string[];
  /** Role, group and assignment of an account made at its first sign-in. */
  defaultRole: SignInDefaultRole;
  defaultGroupId: string | null;
  defaultCurriculum: string | null;
  enabled: boolean;
}

/** POST …/identity-providers. The secret is write-only: no answer ever holds it. */
export interface IdentityProviderRequest extends IdentityProviderFields {
  clientSecret: string;
}

/** PUT …/identity-providers/{id}: only what changes; a `clientSecret` replaces the secret, absent keeps it. */
export interface IdentityProviderUpdate extends Partial<IdentityProviderFields> {
  clientSecret?: string;
}

/** One provider as the organization's page lists it. */
export interface IdentityProviderItem extends IdentityProviderFields {
  id: string;
  orgId: string;
  /** Always true: every provider has a secret, and that is all an answer says of it. */
  clientSecretSet: true;
  defaultGroupName: string | null;
  defaultCurriculumName: string | null;
  /** Accounts that sign in through it. */
  linkedAccounts: number;
  created: number;
  updated: number;
  version: number;
}

/** GET /organizations/{orgId}/identity-providers; `version` increases with every change (identityProviders notices carry it). */
export interface IdentityProviderList {
  orgId: string;
  /** What to register at the provider as the redirect URI. */
  redirectUri: string;
  providerRequired: boolean;
  version: number;
  items: IdentityProviderItem[];
}

/** PUT /organizations/{orgId}/sign-in-policy. */
export interface SignInPolicyRequest {
  providerRequired: boolean;
}

/** GET /auth/providers: the e-mail's domain, or the organization. */
export interface SignInProviderQuery {
  email?: string;
  orgId?: string;
}

/** A button of the sign-in screen. */
export interface SignInProvider {
  id: string;
  name: string;
  orgName: string;
  /** The organization requires sign-in through its providers (members below admin have no password sign-in). */
  required: boolean;
}

/** POST /auth/oidc/start; `email` is passed on as the provider's login hint. */
export interface StartProviderSignInRequest {
  providerId: string;
  /** Where to go once signed in: a path of this site (anything else goes to the dashboard). */
  returnTo?: string;
  email?: string;
}

/** The answer of POST /auth/oidc/start: the page goes there. */
export interface ProviderAuthorization {
  authorizationUrl: string;
}

/** POST /auth/oidc/callback: the query string the provider sent to SSO_CALLBACK_PATH, as it came. */
export interface ProviderCallbackRequest {
  query: string;
}

/** POST /auth/oidc/link: the existing account's password. */
export interface ProviderLinkRequest {
  password: string;
  /** Honeypot: hidden in the form; anything in it means a bot. */
  website?: string;
}

/** Signed in (go to `returnTo`), or an account with the e-mail exists and its password links it first. */
export type ProviderSignInAnswer =
  { status: 'signedIn'; user: CurrentUser; returnTo: string } | { status: 'linkRequired'; providerName: string; email: string };

/** Sign-out: where to end the provider's session too, or null after a password sign-in (or a provider without one). */
export type LogoutAnswer = { endSessionUrl: string } | null;

/** 'A', 'A or B', 'A, B or C'. */
const either = (names: readonly string[]): string => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`);

/** Texts of single sign-on (ours): refusals, the administration's checks and the link screen; the web shows them as they come. */
export const OIDC_MSG = {
  flowExpired: 'This sign-in took too long or was started in another tab. Please start again.',
  providerRefused: 'The sign-in provider did not sign you in.',
  providerFailed: "The sign-in provider's answer could not be verified. Please start again.",
  providerUnavailable: 'The sign-in provider cannot be reached. Please try again later.',
  providerNotFound: 'Identity provider not found.',
  emailMissing: 'The sign-in provider did not send your e-mail address.',
  emailUnverified: 'The sign-in provider has not verified this e-mail address, so it cannot sign in to an existing account.',
  domainNotAllowed: 'Accounts of this e-mail domain do not sign in through this provider.',
  otherOrganization: 'This account belongs to another organization.',
  linkExpired: 'Linking took too long. Please sign in through your provider again.',
  alreadyLinked: 'This account is already linked to another account of this provider.',
  identityTaken: 'This provider account is already linked to another CytoCampus account.',
  /** A password sign-in of an organization that requires its providers; `names` are theirs. */
  providerRequired: (names: readonly string[]) => `Your organization signs in through ${either(names)}. Use the button below.`,
  issuerInsecure: 'The issuer must use https.',
  issuerUnreachable: 'No OpenID provider answers at this issuer.',
  issuerInvalid: 'The issuer must be a web address without a query or a fragment.',
  domainInvalid: 'Each domain must be a domain name such as lab.example.org.',
  domainTaken: (domain: string) => `The domain ${domain} already signs in through another identity provider.`,
  noProviderToRequire: 'Enable an identity provider before requiring sign-in through one.',
  lastRequiredProvider: 'The organization requires sign-in through a provider: keep one enabled, or lift the requirement first.',
  organizationHasProviders: 'This organization still has identity providers. Remove them first.',
  linkTitle: 'Link your account',
  linkExplain: (provider: string, email: string) =>
    `An account with the e-mail address ${email} already exists. Enter its password once to sign in through ${provider} from now on.`,
} as const;
