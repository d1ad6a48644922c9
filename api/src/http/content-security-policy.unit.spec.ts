import { describe, expect, it } from '@jest/globals';
import helmet from 'helmet';
import { contentSecurityPolicy } from './content-security-policy.js';

/** The header helmet sends for these directives (helmet also refuses directives it cannot express). */
function header(options: Parameters<typeof contentSecurityPolicy>[0]): Map<string, string> {
  let sent = '';
  const res = { setHeader: (name: string, value: string) => name === 'Content-Security-Policy' && (sent = value) };
  helmet.contentSecurityPolicy({ directives: contentSecurityPolicy(options) })({} as never, res as never, () => undefined);
  return new Map(sent.split(';').map((part) => [part.trim().split(' ')[0]!, part.trim().split(' ').slice(1).join(' ')]));
}

describe('content security policy', () => {
  it('frames and plays media from our own origin and the allowed embed origins, nothing else', () => {
    const csp = header({ secure: false, embedOrigins: ['https://player.vimeo.com', 'http://127.0.0.1:4100'] });
    expect(csp.get('frame-src')).toBe("'self' https://player.vimeo.com http://127.0.0.1:4100");
    expect(csp.get('media-src')).toBe("'self' https://player.vimeo.com http://127.0.0.1:4100");
    expect(csp.get('default-src')).toBe("'self'");
    // Our own pages may frame our pages (the teaching pages), no other site may.
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('without allowed origins frames only our own pages; over HTTPS upgrades requests', () => {
    const csp = header({ secure: true, embedOrigins: [] });
    expect([csp.get('frame-src'), csp.get('media-src')]).toEqual(["'self'", "'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});
