/** Schemes a link may use; the server drops every other link (api/src/modules/announcements). */
const LINK_SCHEMES = ['http', 'https', 'mailto'];
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;

/** Whether an address is one the server keeps: http(s) or mailto, nothing else. */
export function isAllowedLinkUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return scheme !== null && LINK_SCHEMES.includes(scheme[1]!.toLowerCase()) && !/\s/.test(url.trim());
}

/**
 * What a person typed at the link prompt, as an address: 'lab.test/hours' → 'https://lab.test/hours',
 * 'help@lab.test' → 'mailto:help@lab.test'; null for blank or for an address that would be dropped.
 */
export function normalizeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return isAllowedLinkUrl(text) ? text : null;
  if (EMAIL.test(text)) return `mailto:${text}`;
  return `https://${text.replace(/^\/\//, '')}`;
}
