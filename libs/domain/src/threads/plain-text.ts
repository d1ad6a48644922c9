import { MESSAGE_PREVIEW_CHARS } from '@cytocampus/contracts';

/** Elements whose start or end separates words (a paragraph end reads as a space, not as glued text). */
const BLOCK =
  /^(address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|img|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)$/i;

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

const codePoint = (n: number): string => (Number.isInteger(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '\uFFFD');

/** The entities sanitized HTML carries: the named basics and every numeric one; others stay as written. */
const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return codePoint(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10));
    return NAMED[name.toLowerCase()] ?? whole;
  });

/**
 * A message's sanitized HTML as one line of text, for previews in lists, alerts and e-mails: tags
 * removed (block elements and line breaks become spaces), entities decoded, whitespace collapsed.
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => (BLOCK.test(name) ? ' ' : ''));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The plain text cut to MESSAGE_PREVIEW_CHARS characters (an ellipsis included when cut), never inside a surrogate pair. */
export function messagePreview(html: string, max: number = MESSAGE_PREVIEW_CHARS): string {
  const chars = Array.from(plainText(html));
  if (chars.length <= max) return chars.join('');
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
