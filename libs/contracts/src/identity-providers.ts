/**
 * Single sign-on through an organization's OpenID Connect providers (issue part 1; the plan's
 * sections 0 to 4). Super users configure the providers of an organization; its members then sign
 * in through them, an account being made at the first sign-in or linked to an existing one.
 */
import type { Role } from './roles.js';

/** The roles an account made at its first sign-in may get: just-in-time provisioning never makes an admin or a super. */
export const SIGN_IN_DEFAULT_ROLES = ['guest', 'cytotechnologist', 'manager'] as const satisfies readonly Role[];
export type SignInDefaultRole = (typeof SIGN_IN_DEFAULT_ROLES)[number];

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
