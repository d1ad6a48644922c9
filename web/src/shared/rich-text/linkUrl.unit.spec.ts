import { describe, expect, it } from '@jest/globals';
import { isAllowedLinkUrl, normalizeLinkUrl } from './linkUrl';

describe('link addresses of the rich-text editor', () => {
  it('keeps http(s) and mailto addresses as typed', () => {
    expect(normalizeLinkUrl(' https://lab.test/a?b=1 ')).toBe('https://lab.test/a?b=1');
    expect(normalizeLinkUrl('HTTP://lab.test')).toBe('HTTP://lab.test');
    expect(normalizeLinkUrl('mailto:help@lab.test')).toBe('mailto:help@lab.test');
  });

  it('completes addresses typed without a scheme', () => {
    expect(normalizeLinkUrl('lab.test/hours')).toBe('https://lab.test/hours');
    expect(normalizeLinkUrl('//lab.test')).toBe('https://lab.test');
    expect(normalizeLinkUrl('help@lab.test')).toBe('mailto:help@lab.test');
  });

  it('refuses blanks, spaces and schemes the server would drop', () => {
    for (const input of ['', '  ', 'javascript:alert(1)', 'data:text/html,x', 'ftp://lab.test', 'lab test']) expect(normalizeLinkUrl(input)).toBeNull();
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('https://lab.test')).toBe(true);
  });
});
