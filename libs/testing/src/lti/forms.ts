/** HTML forms read from a page, attributes in any order: the platform's and the tool's auto-posting pages. */

export interface ParsedForm {
  id: string | undefined;
  method: 'GET' | 'POST';
  action: URL;
  fields: URLSearchParams;
}

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? '';
  });

const attributesOf = (tag: string): Map<string, string> =>
  new Map(
    [...tag.matchAll(/([a-zA-Z_:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => [m[1]!.toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')]),
  );

/** The forms of `page`, actions resolved against `pageUrl`, with their inputs' names and values (buttons and unnamed inputs left out). */
export function parseForms(page: string, pageUrl: URL): ParsedForm[] {
  return [...page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((match) => {
    const attributes = attributesOf(match[1]!);
    const fields = new URLSearchParams();
    for (const input of match[2]!.matchAll(/<input\b([^>]*)>/gi)) {
      const inputAttributes = attributesOf(input[1]!);
      const name = inputAttributes.get('name');
      if (name !== undefined && inputAttributes.get('type')?.toLowerCase() !== 'submit') fields.append(name, inputAttributes.get('value') ?? '');
    }
    return {
      id: attributes.get('id'),
      method: attributes.get('method')?.toUpperCase() === 'POST' ? 'POST' : 'GET',
      action: new URL(attributes.get('action') ?? '', pageUrl),
      fields,
    };
  });
}

/** A page's words without its markup, for an error message. */
export const textOf = (page: string): string =>
  page
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
