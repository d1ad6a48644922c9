import { describe, expect, it } from '@jest/globals';
import { providerSignOutUrl } from './providerSignOut';

describe('sign-out at the provider', () => {
  it('follows the end-session address of a session that came through a provider', () => {
    const url = 'https://id.lab.test/session/end?id_token_hint=eyJ&client_id=cytocampus&post_logout_redirect_uri=https%3A%2F%2Fcampus.lab.test%2Flogin';
    expect(providerSignOutUrl({ endSessionUrl: url })).toBe(url);
    expect(providerSignOutUrl({ endSessionUrl: 'http://127.0.0.2:4000/session/end' })).toBe('http://127.0.0.2:4000/session/end');
  });

  it('goes to the sign-in screen after a password sign-in, or when sign-out failed', () => {
    expect(providerSignOutUrl(null)).toBeNull();
    expect(providerSignOutUrl(undefined)).toBeNull();
  });

  it('never follows anything but a web address', () => {
    expect(providerSignOutUrl({ endSessionUrl: 'javascript:alert(1)' })).toBeNull();
    expect(providerSignOutUrl({ endSessionUrl: '/session/end' })).toBeNull();
    expect(providerSignOutUrl({ endSessionUrl: '' })).toBeNull();
  });
});
