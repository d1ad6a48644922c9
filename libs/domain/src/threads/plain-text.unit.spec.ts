import { describe, expect, it } from '@jest/globals';
import { MESSAGE_PREVIEW_CHARS } from '@cytocampus/contracts';
import { messagePreview, plainText } from './plain-text.js';

describe('plainText', () => {
  it('removes tags, keeping words of inline elements together and separating blocks and line breaks', () => {
    expect(plainText('<p>Hel<b>lo</b> <i>world</i></p><p>Second</p>')).toBe('Hello world Second');
    expect(plainText('one<br>two<br/>three<div>four</div><ul><li>a</li><li>b</li></ul>')).toBe('one two three four a b');
    expect(plainText('<h2>Title</h2>Text<blockquote>Quote</blockquote>')).toBe('Title Text Quote');
    expect(plainText('<a href="https://example.test/x?a=1&amp;b=2">link</a>text')).toBe('linktext');
  });

  it('decodes entities, named and numeric, and leaves unknown ones as written', () => {
    expect(plainText('&lt;b&gt; &amp; &quot;q&quot; &#39;s&#39; &apos;a&apos;')).toBe("<b> & \"q\" 's' 'a'");
    expect(plainText('a&nbsp;b &#233;&#xE9; &#x1F52C;')).toBe('a b éé 🔬');
    expect(plainText('&copy; &bogus; &#0; &#xD800;')).toBe('&copy; &bogus; \uFFFD \uFFFD');
    // Decoded once: an escaped entity stays an entity in the text.
    expect(plainText('&amp;lt;')).toBe('&lt;');
  });

  it('collapses whitespace and trims, and drops comments, scripts and styles', () => {
    expect(plainText('  <p>\n  a \t\n b  </p>\n\n<p> c </p>  ')).toBe('a b c');
    expect(plainText('a<!-- hidden -->b<script>alert(1)</script>c<style>p{}</style>d')).toBe('ab c d');
    expect(plainText('<p></p><img src="x.png">')).toBe('');
  });
});

describe('messagePreview', () => {
  it('keeps a short text whole', () => {
    expect(messagePreview('<p>Short</p>')).toBe('Short');
    const exact = 'x'.repeat(MESSAGE_PREVIEW_CHARS);
    expect(messagePreview(exact)).toBe(exact);
  });

  it('cuts a long text to MESSAGE_PREVIEW_CHARS characters, the ellipsis included, without splitting a character', () => {
    const long = messagePreview(`<p>${'a'.repeat(MESSAGE_PREVIEW_CHARS + 10)}</p>`);
    expect(long).toBe(`${'a'.repeat(MESSAGE_PREVIEW_CHARS - 1)}…`);
    const emoji = messagePreview('🔬'.repeat(MESSAGE_PREVIEW_CHARS + 1));
    expect(Array.from(emoji)).toHaveLength(MESSAGE_PREVIEW_CHARS);
    expect(emoji.endsWith('🔬…')).toBe(true);
    // No space before the ellipsis where the cut falls after a word.
    expect(messagePreview('word '.repeat(40), 11)).toBe('word word…');
  });
});
