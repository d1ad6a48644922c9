import { describe, expect, it } from '@jest/globals';
import { isSafeHref, sanitizeRichText, visibleText } from './rich-text.js';

const LINK = 'rel="noopener noreferrer" target="_blank"';

describe('the rich-text sanitizing policy (announcement and messages)', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u><br></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><h1>1</h1><h4>4</h4>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts and styles with their text, and every attribute but a link address', () => {
    expect(
      sanitizeRichText('<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script><style>p{}</style></p><img src=x onerror="alert(1)">'),
    ).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<iframe src="https://evil.test">frame</iframe><svg><script>alert(1)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('keeps the words of elements it drops', () => {
    expect(sanitizeRichText('<div><span>Lab</span> <h5>closed</h5> <code>today</code></div>')).toBe('Lab closed today');
  });

  it('opens http(s) and mailto links in a new tab without an opener, whatever the sender wrote', () => {
    expect(sanitizeRichText('<a href="https://lab.test/a?b=1&amp;c=2" rel="opener" target="_self" onmouseover="x()">Lab</a>')).toBe(
      `<a href="https://lab.test/a?b=1&amp;c=2" ${LINK}>Lab</a>`,
    );
    expect(sanitizeRichText('<a href="mailto:help@lab.test">mail</a>')).toBe(`<a href="mailto:help@lab.test" ${LINK}>mail</a>`);
  });

  it('drops other links but keeps their words', () => {
    const links = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/dashboard',
      '//evil.test',
      '',
    ];
    for (const href of links) expect(sanitizeRichText(`<p><a href="${href}">words</a></p>`)).toBe('<p>words</p>');
    expect(sanitizeRichText('<p><a>no address</a></p>')).toBe('<p>no address</p>');
  });

  it('tells safe addresses from unsafe ones', () => {
    expect(['http://a.test', 'HTTPS://a.test', 'mailto:a@b.test'].map(isSafeHref)).toEqual([true, true, true]);
    expect(['java\nscript:x', 'ftp://a.test', 'a.test', undefined].map(isSafeHref)).toEqual([false, false, false, false]);
  });

  it('reads the visible words to tell an empty text', () => {
    expect(visibleText('<p></p>')).toBe('');
    expect(visibleText('<p>&nbsp; </p><br>')).toBe('');
    expect(visibleText('<h2>Closed</h2><script>x</script>')).toBe('Closed');
  });
});
