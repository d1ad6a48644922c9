import { describe, expect, it } from '@jest/globals';
import { safeReturnPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it('turns the /login/{path} splat into the in-app path, keeping the query', () => {
    expect(safeReturnPath('dashboard/settings', '?tab=2')).toBe('/dashboard/settings?tab=2');
  });

  it('answers null when there is nowhere to return to', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath('login/dashboard')).toBeNull();
    // A provider's callback only finishes a sign-in: returning there would start nothing.
    expect(safeReturnPath('sso/callback', '?code=x')).toBeNull();
  });

  it('never leads off the site', () => {
    expect(safeReturnPath('/evil.example/x')).toBe('/evil.example/x');
    expect(safeReturnPath('https:/evil.example')).toBeNull();
    expect(safeReturnPath('\\evil.example')).toBeNull();
    expect(safeReturnPath('\t/evil.example')).toBeNull();
  });
});
