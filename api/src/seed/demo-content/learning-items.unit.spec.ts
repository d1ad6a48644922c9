import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { bethesdaTalk, urineTalk } from './learning-items.js';

const SITE = 'https://campus.example.org';
/** Where the web client's own static pages are (served at the site's root). */
const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

describe('the demo presentations', () => {
  it("link pages the web client serves itself, at the site's public address, so that they embed", () => {
    const links = [bethesdaTalk, urineTalk]
      .flatMap((talk) => talk(SITE).fields.pages as { file: { type: string; url?: string } }[])
      .filter((page) => page.file.type === 'Embedded Link')
      .map((page) => new URL(page.file.url!));
    expect(links.map((url) => url.href)).toEqual([`${SITE}/teaching/bethesda-squamous-atlas.html`, `${SITE}/teaching/paris-system-cases.html`]);
    for (const url of links) expect(existsSync(`${WEB_PUBLIC}${url.pathname}`)).toBe(true);
  });
});
