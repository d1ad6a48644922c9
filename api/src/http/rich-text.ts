import sanitizeHtml, { type IOptions } from 'sanitize-html';

/** What the rich-text editor produces (web/src/shared/rich-text); everything else is dropped. */
const ALLOWED_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'br', 'blockquote'];
const LINK_SCHEMES = ['http', 'https', 'mailto'];
/** Elements whose text must not survive as plain text once the element is dropped. */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'head', 'select'];

/**
 * A link is kept only with an absolute http(s) or mailto address. Browsers ignore control
 * characters and white space inside a scheme ('java\tscript:'), so those are removed before looking.
 */
export function isSafeHref(href: string | undefined): boolean {
  if (!href) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped here
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
  return scheme !== null && LINK_SCHEMES.includes(scheme[1]!.toLowerCase());
}

const POLICY: IOptions = {
  allowedTags: ALLOWED_TAGS,
  // rel and target are listed so the values set below survive; whatever the sender wrote is replaced.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer', target: '_blank' } }),
  },
  // A link with an unsafe or no address loses the link, not its words.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !isSafeHref(frame.attribs.href) ? 'excludeTag' : false),
};

/**
 * Rich text as stored and shown to everyone: the announcement and community messages (spec part 3;
 * GUIDE section 6; docs/adr/0027). One policy, so that what one editor makes survives everywhere.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}

/** The words a reader sees, to tell an empty text ('<p></p>') from a real one. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS })
    .replace(/&nbsp;/g, ' ')
    .trim();
}
