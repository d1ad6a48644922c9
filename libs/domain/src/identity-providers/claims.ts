import { isEmail } from '@cytocampus/schema';

/** The claims of an ID token merged with the provider's userinfo answer: `sub` always, anything else as the provider sends it. */
export type ProviderClaims = Readonly<Record<string, unknown>> & { readonly sub: string };

/** Who the provider says signed in, as an account needs it. */
export interface ProviderIdentity {
  subject: string;
  /** Trimmed and lower-cased; null when the claim is absent or holds no e-mail address. */
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const textClaim = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** 'Ada King Lovelace' → ['Ada King', 'Lovelace']: the last name after the last space. */
function splitAtLastSpace(name: string | null): [string | null, string | null] {
  if (name === null) return [null, null];
  const space = name.lastIndexOf(' ');
  return space < 0 ? [name, null] : [name.slice(0, space).trim(), name.slice(space + 1)];
}

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** 'ada.lovelace@lab.test' → ['Ada', 'Lovelace']: the last word of the local part is the last name. */
function namesOfAddress(email: string | null): [string | null, string | null] {
  const words = (email?.slice(0, email.lastIndexOf('@')) ?? '').split(/[._]+/).filter(Boolean).map(capitalised);
  return splitAtLastSpace(words.length > 0 ? words.join(' ') : null);
}

/**
 * The identity of a sign-in. The e-mail is read from `emailClaim`. It counts as verified when the
 * provider says `email_verified: true`, or when it comes from another claim than `email`: a directory
 * identifier such as `upn` has no `email_verified`, and the directory itself vouches for it. Names
 * come from `given_name` and `family_name`, else from `name`, else from the e-mail's local part.
 */
export function providerIdentity(claims: ProviderClaims, emailClaim: string): ProviderIdentity {
  const address = textClaim(claims[emailClaim])?.toLowerCase() ?? null;
  const email = address !== null && isEmail(address) ? address : null;
  const [nameFirst, nameLast] = splitAtLastSpace(textClaim(claims.name));
  const [addressFirst, addressLast] = namesOfAddress(email);
  return {
    subject: claims.sub,
    email,
    emailVerified: claims.email_verified === true || emailClaim !== 'email',
    firstName: textClaim(claims.given_name) ?? nameFirst ?? addressFirst ?? '',
    lastName: textClaim(claims.family_name) ?? nameLast ?? addressLast ?? '',
  };
}

/** Whether the address's domain is one of `domains` exactly: a subdomain is another domain, which may belong to someone else. */
export function domainAllowed(email: string, domains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return email.includes('@') && domains.includes(domain);
}
