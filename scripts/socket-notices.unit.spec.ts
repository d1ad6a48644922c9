import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { NOTICES_PAGE, socketNotices } from './socket-notices.js';

describe('docs/socket-notices.md', () => {
  it('says what the typed event maps of libs/contracts say (node --import tsx scripts/socket-notices.ts rewrites it)', () => {
    const page = socketNotices();
    // Every event of both maps and every kind of notice has its row.
    for (const name of ['session:ended', 'changed', 'upload:progress', 'teaching:pointer', 'ping', 'slide:watch', 'thread:unwatch'])
      expect(page).toContain(`| \`${name}\` |`);
    expect(page).toContain('| `teaching` |');
    expect(readFileSync(NOTICES_PAGE, 'utf8')).toBe(page);
  });
});
