import { describe, expect, it, jest } from '@jest/globals';
import { callbackQuery, completeOnce, signedInPath } from './ssoCallback';

describe('the provider callback', () => {
  it('posts a query once, however often the page asks, and gives each caller the same outcome', async () => {
    const send = jest.fn((query: string) => Promise.resolve(`signed in by ${query}`));
    const first = completeOnce('code=a&state=s', send);
    const second = completeOnce('code=a&state=s', send);
    expect(second).toBe(first);
    await expect(second).resolves.toBe('signed in by code=a&state=s');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shares a refusal too, rather than posting again (the flow cookie is gone after the first post)', async () => {
    const send = jest.fn((_query: string) => Promise.reject(new Error('flowExpired')));
    await expect(completeOnce('code=b', send)).rejects.toThrow('flowExpired');
    await expect(completeOnce('code=b', send)).rejects.toThrow('flowExpired');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('posts another answer of the provider (a new sign-in) on its own', async () => {
    const send = jest.fn((query: string) => Promise.resolve(query));
    await completeOnce('code=c1', send);
    await completeOnce('code=c2', send);
    expect(send.mock.calls.map(([query]) => query)).toEqual(['code=c1', 'code=c2']);
  });

  it('takes the query as the provider sent it, without its question mark', () => {
    expect(callbackQuery('?code=x&state=y&iss=https%3A%2F%2Fid.lab.test')).toBe('code=x&state=y&iss=https%3A%2F%2Fid.lab.test');
    expect(callbackQuery('')).toBe('');
  });

  it('goes on to a page of this site only, else to the dashboard', () => {
    expect(signedInPath('/dashboard/learning/courses?tab=2')).toBe('/dashboard/learning/courses?tab=2');
    expect(signedInPath('//evil.example/x')).toBe('/dashboard');
    expect(signedInPath('https://evil.example')).toBe('/dashboard');
    expect(signedInPath('/sso/callback?code=x')).toBe('/dashboard');
  });
});
