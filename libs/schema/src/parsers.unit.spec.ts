import { describe, expect, it } from '@jest/globals';
import {
  parseLoginRequest,
  parsePreferencesUpdate,
  parseProfileUpdate,
  parseRegisterRequest,
  parseResetConfirm,
  parseResetRequest,
  parseTermsAcceptance,
} from './index.js';

describe('request parsers of the API', () => {
  it('parse good bodies', () => {
    expect(parseLoginRequest({ email: 'A@B.CO', password: 'p' })).toEqual({ ok: true, value: { email: 'a@b.co', password: 'p' }, errors: [] });
    expect(parseResetRequest({ email: 'a@b.co' }).ok).toBe(true);
    expect(parseResetConfirm({ token: 't', password: 'Secret12' }).ok).toBe(true);
    expect(parsePreferencesUpdate({ allowEmail: false }).ok).toBe(true);
    expect(parseProfileUpdate({ lab: 'X' }).ok).toBe(true);
  });

  it('treat a missing body as empty', () => {
    expect(parseLoginRequest(undefined).errors.map((e) => e.message)).toEqual(['Email is required', 'Password is required.']);
    expect(parsePreferencesUpdate(null)).toEqual({ ok: true, value: {}, errors: [] });
  });

  it('answer the spec texts for bad bodies', () => {
    expect(parseRegisterRequest({}).errors.map((e) => e.field)).toEqual(['captchaToken', 'email', 'password', 'terms', 'bio', 'siteUsageEmail']);
    expect(parseResetRequest({ email: 'x' }).errors).toEqual([{ field: 'email', message: 'Invalid email address supplied.', code: 2 }]);
  });

  it('take the current terms version when none is sent, and refuse a bad one', () => {
    expect(parseTermsAcceptance({})).toEqual({ ok: true, value: { version: 1 }, errors: [] });
    expect(parseTermsAcceptance({ version: 1 })).toEqual({ ok: true, value: { version: 1 }, errors: [] });
    expect(parseTermsAcceptance({ version: -1 }).errors).toEqual([{ field: 'version', message: 'Must be greater than -1', code: 2 }]);
    expect(parseTermsAcceptance({ version: 'one' }).errors).toEqual([{ field: 'version', message: 'Value is not valid', code: 2 }]);
  });
});
