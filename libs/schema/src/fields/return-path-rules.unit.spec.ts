import { describe, expect, it } from '@jest/globals';
import { sameSitePath } from './return-path-rules.js';

describe('the path to return to after signing in', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sameSitePath('/dashboard')).toBe('/dashboard');
    expect(sameSitePath('/dashboard/courses/m1?tab=2#top')).toBe('/dashboard/courses/m1?tab=2#top');
  });

  it('answers null when there is none', () => {
    for (const value of [undefined, null, '']) expect(sameSitePath(value)).toBeNull();
  });

  it('never leads off the site', () => {
    for (const value of [
      'https://evil.example/x',
      'javascript:alert(1)',
      'dashboard',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      ' /dashboard',
    ]) {
      expect(sameSitePath(value)).toBeNull();
    }
  });

  it('refuses control characters, which a header or a log line would carry on', () => {
    for (const value of ['/dashboard\r\nSet-Cookie: x=1', '/dash\u0000board', '/dashboard\u007f']) {
      expect(sameSitePath(value)).toBeNull();
    }
  });

  it('never returns to a sign-in page, which would start over', () => {
    for (const value of ['/login', '/login/dashboard', '/sso/callback?code=x']) expect(sameSitePath(value)).toBeNull();
    expect(sameSitePath('/login-help')).toBe('/login-help');
  });

  it('refuses a path longer than any address we make', () => {
    expect(sameSitePath(`/${'x'.repeat(2047)}`)).not.toBeNull();
    expect(sameSitePath(`/${'x'.repeat(2048)}`)).toBeNull();
  });
});
