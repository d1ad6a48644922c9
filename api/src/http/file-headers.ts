/** Shown in the page by default: images (not SVG, which can carry script), video and PDF. */
const INLINE = (type: string): boolean => (type.startsWith('image/') && type !== 'image/svg+xml') || type.startsWith('video/') || type === 'application/pdf';
/** Also safe inline when asked for (`noAttach=1`): plain data a browser only displays as text. */
const INLINE_ON_REQUEST = new Set(['text/plain', 'text/csv', 'application/json']);

export const showsInline = (type: string, noAttach: boolean): boolean => INLINE(type) || (noAttach && INLINE_ON_REQUEST.has(type));

/** RFC 6266 with an ASCII fallback and the exact name in UTF-8 (filename*). */
export function contentDisposition(name: string, inline: boolean): string {
  // Control and non-ASCII characters must not reach the header's plain filename.
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file';
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * A served file never runs anything: no script, no plugin, its own sandbox. PDF gets no sandbox
 * because Chromium's viewer refuses to open inside one.
 */
export const fileSecurityPolicy = (type: string): string =>
  type === 'application/pdf'
    ? "default-src 'none'; style-src 'unsafe-inline'"
    : "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export const contentTypeHeader = (type: string): string => (type.startsWith('text/') || type === 'application/json' ? `${type}; charset=utf-8` : type);
