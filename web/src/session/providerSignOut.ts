import type { LogoutAnswer } from '@cytocampus/contracts';

/**
 * Where sign-out goes once this session has ended: the provider's end-session page when the
 * session came through one (RP-initiated logout, docs/adr/0041; it asks to confirm and returns to
 * /login), else null (the sign-in screen). Only a web address is followed, whatever the provider's
 * discovery document named.
 */
export function providerSignOutUrl(answer: LogoutAnswer | undefined): string | null {
  const url = answer?.endSessionUrl;
  if (!url || !URL.canParse(url)) return null;
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? url : null;
}
