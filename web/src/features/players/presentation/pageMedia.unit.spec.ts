import { describe, expect, it } from '@jest/globals';
import { embeddable, hostedVideoEmbed, measuresWatching, pageMediaOf, presentationFileUrl } from './pageMedia';

const file = (kind: 'video' | 'document' | 'link', url: string | null, src: string | null = null) => ({
  type: kind === 'document' ? 'Uploaded File' : kind === 'video' ? 'Embedded Video' : 'Embedded Link',
  kind,
  url,
  src,
  playedCurrentTime: 0,
});

describe('presentation page media', () => {
  it('serves uploaded files inline from the presentation file route', () => {
    expect(presentationFileUrl('abc-1')).toBe('/api/v1/presentations/file/abc-1?noAttach=1');
    expect(pageMediaOf(file('document', null, 'abc-1'))).toEqual({ kind: 'document', src: '/api/v1/presentations/file/abc-1?noAttach=1' });
    expect(pageMediaOf(file('video', null, 'vid-1'))).toEqual({ kind: 'video', src: '/api/v1/presentations/file/vid-1?noAttach=1' });
  });

  it('plays direct media addresses in its own element, video sites in their frame (not measured)', () => {
    expect(pageMediaOf(file('video', 'https://media.example.org/a.mp4'))).toEqual({ kind: 'video', src: 'https://media.example.org/a.mp4' });
    const hosted = pageMediaOf(file('link', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'));
    expect(pageMediaOf(file('video', 'https://youtu.be/dQw4w9WgXcQ'))).toEqual(hosted);
    expect(hosted).toEqual({ kind: 'hosted-video', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(measuresWatching(hosted)).toBe(false);
    expect(measuresWatching(pageMediaOf(file('video', 'https://media.example.org/a.mp4')))).toBe(true);
  });

  it('knows the usual video site addresses', () => {
    expect(hostedVideoEmbed('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(hostedVideoEmbed('https://m.youtube.com/shorts/abcdefgh')).toBe('https://www.youtube-nocookie.com/embed/abcdefgh');
    expect(hostedVideoEmbed('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(hostedVideoEmbed('https://player.vimeo.com/video/76979871?h=1')).toBe('https://player.vimeo.com/video/76979871?h=1');
    expect(hostedVideoEmbed('https://media.example.org/youtube.com/a.mp4')).toBeNull();
    expect(hostedVideoEmbed('not a url')).toBeNull();
  });

  it('frames only web addresses', () => {
    expect(pageMediaOf(file('link', 'https://atlas.example.org/squamous'))).toEqual({ kind: 'link', src: 'https://atlas.example.org/squamous' });
    expect(pageMediaOf(file('link', 'javascript:alert(1)'))).toEqual({ kind: 'missing' });
    expect(pageMediaOf(file('link', null))).toEqual({ kind: 'missing' });
  });

  it('frames our own pages and those of the allowed origins only, by exact origin', () => {
    const own = 'http://127.0.0.1:3000';
    const allowed = ['https://player.vimeo.com', 'http://localhost:4100'];
    expect(embeddable('/teaching/bethesda-squamous-atlas.html', [], own)).toBe(true);
    expect(embeddable('http://127.0.0.1:3000/api/v1/presentations/file/a?noAttach=1', [], own)).toBe(true);
    expect(embeddable('https://player.vimeo.com/video/76979871', allowed, own)).toBe(true);
    expect(embeddable('http://localhost:4100/atlas.html', allowed, own)).toBe(true);
    // Another port, scheme or host is another origin.
    expect(embeddable('http://localhost:3000/teaching/a.html', allowed, own)).toBe(false);
    expect(embeddable('http://player.vimeo.com/video/76979871', allowed, own)).toBe(false);
    expect(embeddable('https://vimeo.com/76979871', allowed, own)).toBe(false);
    expect(embeddable('https://player.vimeo.com.evil.example/video/1', allowed, own)).toBe(false);
    expect(embeddable('https://atlas.example.org/squamous', allowed, own)).toBe(false);
  });
});
