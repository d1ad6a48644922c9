import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import {
  errorsFor,
  loginForm,
  loginRequestSchema,
  newPasswordForm,
  registerAccountForm,
  resetConfirmSchema,
  resetRequestForm,
  resetRequestSchema,
  validate,
} from '../index.js';

const errors = (schema: z.ZodType, input: unknown): [string | null, string][] => validate(schema, input).errors.map((e) => [e.field, e.message]);

describe('login form', () => {
  const good = { email: 'ada@lab.test', password: 'x' };

  it('passes good input, trimming and lower-casing the e-mail', () => {
    expect(validate(loginForm, { ...good, email: '  Ada@Lab.TEST ' })).toEqual({ ok: true, value: good, errors: [] });
  });

  it.each([
    [{ email: '', password: 'x' }, [['email', 'Email is required']]],
    [{ password: 'x' }, [['email', 'Email is required']]],
    [{ email: 'ada@', password: 'x' }, [['email', 'Please enter a valid email.']]],
    [{ email: 'ada@lab', password: 'x' }, [['email', 'Please enter a valid email.']]],
    [{ email: 'a da@lab.test', password: 'x' }, [['email', 'Please enter a valid email.']]],
    [{ email: 'ada@lab.test', password: '' }, [['password', 'Password is required.']]],
    [{ email: 'ada@lab.test' }, [['password', 'Password is required.']]],
  ])('%j gives %j', (input, expected) => {
    expect(errors(loginForm, input)).toEqual(expected);
  });

  it('uses the server e-mail text on the server, and keeps the honeypot for the API to judge', () => {
    expect(errors(loginRequestSchema, { email: 'nope', password: 'x' })).toEqual([['email', 'Invalid email address supplied.']]);
    expect(validate(loginRequestSchema, { ...good, website: 'spam' })).toMatchObject({ ok: true, value: { website: 'spam' } });
  });
});

describe('registration step 1 (account)', () => {
  const good = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@lab.test', password: 'Secret12', passwordConfirm: 'Secret12' };
  const without = (field: string, value: unknown) => errors(registerAccountForm, { ...good, [field]: value });

  it('passes good input', () => {
    expect(validate(registerAccountForm, { ...good, firstName: ' Ada ' })).toEqual({ ok: true, value: good, errors: [] });
  });

  it('words the name rules as the form does', () => {
    expect(without('firstName', ' ')).toEqual([['firstName', 'First name is required.']]);
    expect(without('firstName', 'A')).toEqual([['firstName', 'First name must be at least 2 characters.']]);
    expect(without('lastName', 'L')).toEqual([['lastName', 'Last name must be at least 2 characters.']]);
    expect(without('lastName', '')).toEqual([['lastName', 'Last name is required.']]);
  });

  it('words the e-mail rule as the form does', () => {
    expect(without('email', 'ada.lab.test')).toEqual([['email', 'Please enter a valid email.']]);
  });

  it.each([
    ['secret12', ['Password must contain a mixed case letter']],
    ['SECRET12', ['Password must contain a mixed case letter']],
    ['Secretly', ['Password must contain at least one number']],
    ['Sec12', ['Password must be at least 8 characters']],
    ['', ['Password must be at least 8 characters', 'Password must contain a mixed case letter', 'Password must contain at least one number']],
  ])('password %j gives every failed rule', (password, expected) => {
    const { errors: found } = validate(registerAccountForm, { ...good, password, passwordConfirm: password });
    const messages = errorsFor(found, 'password').map((e) => e.message);
    expect(messages).toEqual(expected);
  });

  it('asks for the confirmation and checks that it matches', () => {
    expect(without('passwordConfirm', '')).toEqual([['passwordConfirm', 'Re-enter password to confirm.']]);
    expect(without('passwordConfirm', undefined)).toEqual([['passwordConfirm', 'Re-enter password to confirm.']]);
    expect(without('passwordConfirm', 'Secret13')).toEqual([['passwordConfirm', 'Passwords do not match.']]);
    expect(without('passwordConfirm', 'Secret12 ')).toEqual([['passwordConfirm', 'Passwords do not match.']]);
  });

  it('still checks the confirmation when other fields fail', () => {
    expect(errors(registerAccountForm, { ...good, firstName: undefined, passwordConfirm: 'other' })).toEqual([
      ['firstName', 'First name is required.'],
      ['passwordConfirm', 'Passwords do not match.'],
    ]);
  });
});

describe('password reset', () => {
  it('checks the reset request with the form and the server texts', () => {
    expect(errors(resetRequestForm, { email: '' })).toEqual([['email', 'Email is required']]);
    expect(errors(resetRequestForm, { email: 'x@' })).toEqual([['email', 'Please enter a valid email.']]);
    expect(errors(resetRequestSchema, { email: 'x@' })).toEqual([['email', 'Invalid email address supplied.']]);
    expect(validate(resetRequestSchema, { email: ' X@Lab.Test' })).toEqual({ ok: true, value: { email: 'x@lab.test' }, errors: [] });
  });

  it.each([
    ['Secret1', 'Password must be 8 characters or longer.'],
    ['SECRET12', 'Password must contain one or more lower case letter (a-z).'],
    ['secret12', 'Password must contain one or more upper case letter (A-Z).'],
    ['Secretly', 'Password must contain one or more number (0-9).'],
  ])('new password %j: %s', (password, message) => {
    expect(errors(newPasswordForm, { password, passwordConfirm: password })).toEqual([['password', message]]);
    expect(errors(resetConfirmSchema, { token: 't', password })).toEqual([['password', message]]);
  });

  it('checks the new password confirmation', () => {
    expect(errors(newPasswordForm, { password: 'Secret12', passwordConfirm: '' })).toEqual([['passwordConfirm', 'Re-enter password to confirm.']]);
    expect(errors(newPasswordForm, { password: 'Secret12', passwordConfirm: 'Secret21' })).toEqual([['passwordConfirm', 'Passwords do not match.']]);
    expect(validate(newPasswordForm, { password: 'Secret12', passwordConfirm: 'Secret12' }).ok).toBe(true);
  });

  it('needs the token of the reset link', () => {
    expect(errors(resetConfirmSchema, { password: 'Secret12' })).toEqual([['token', 'This password reset link is invalid or has expired.']]);
    expect(validate(resetConfirmSchema, { token: 'abc', password: 'Secret12' }).ok).toBe(true);
  });

  it('caps passwords at 128 characters', () => {
    const long = `Aa1${'x'.repeat(126)}`;
    expect(errors(resetConfirmSchema, { token: 't', password: long })).toEqual([['password', 'Too long by 1 characters']]);
  });
});
