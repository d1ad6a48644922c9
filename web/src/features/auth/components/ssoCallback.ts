import { sameSitePath } from '@cytocampus/schema';

/** Where a sign-in goes when it brings no page of this site to return to. */
export const SIGNED_IN_HOME = '/dashboard';

/** The provider's answer as it came to the callback page ('code=…&state=…&iss=…'), without its '?'. */
export const callbackQuery = (search: string): string => search.replace(/^\?/, '');

/** The page a finished sign-in opens: the server's `returnTo` when it is a path of this site. */
export const signedInPath = (returnTo: string): string => sameSitePath(returnTo) ?? SIGNED_IN_HOME;

const sent = new Map<string, Promise<unknown>>();

/**
 * Sends the provider's answer once per query and gives every caller that one outcome. React's
 * StrictMode runs the page's effect twice, and the API takes the flow cookie at the first call: a
 * second call would answer "start again" even though the first one signed the user in.
 */
export function completeOnce<T>(query: string, send: (query: string) => Promise<T>): Promise<T> {
  const known = sent.get(query) as Promise<T> | undefined;
  if (known) return known;
  const outcome = send(query);
  sent.set(query, outcome);
  return outcome;
}
