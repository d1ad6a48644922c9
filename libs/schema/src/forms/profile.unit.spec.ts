import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { profileForm, profileUpdateSchema, validate } from '../index.js';

const errors = (schema: z.ZodType, input: unknown): [string | null, string, number][] =>
  validate(schema, input).errors.map((e) => [e.field, e.message, e.code]);

const full = {
  title: 'Dr',
  firstName: 'Ada',
  middleName: 'King',
  lastName: 'Lovelace',
  suffix: 'PhD',
  alias: 'AL1',
  lab: 'North Lab',
  profession: 'Pathologist',
  years: '>20',
  gender: 'f',
  postalCode: '02139',
  country: 'US',
};

describe('profile form (own record)', () => {
  it('passes a full good record and a minimal one', () => {
    expect(validate(profileForm, full)).toEqual({ ok: true, value: full, errors: [] });
    expect(validate(profileForm, { firstName: 'Ada', lastName: 'Lo', gender: 'u', country: 'FR' }).ok).toBe(true);
  });

  it('requires names, gender and country with the generic messages', () => {
    expect(errors(profileForm, {})).toEqual([
      ['firstName', 'Required', 1],
      ['lastName', 'Required', 1],
      ['gender', 'Must be selected', 1],
      ['country', 'Must be selected', 1],
    ]);
  });

  it.each([
    ['title', 'Sir', 'Must be selected'],
    ['lastName', 'L', 'Must be at least 2 characters'],
    ['gender', 'x', 'Must be selected'],
    ['years', '6', 'Must be selected'],
    ['postalCode', '123', 'Must be at least 4 characters'],
    ['postalCode', '1234567890123', 'Too long by 1 characters'],
    ['country', 'United States', 'Must be selected'],
    ['alias', 'x'.repeat(32), 'Too long by 1 characters'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errors(profileForm, { ...full, [field]: value })).toEqual([[field, message, 2]]);
  });

  it('lets optional texts and the title be cleared', () => {
    expect(validate(profileForm, { ...full, title: '', middleName: '', suffix: ' ', postalCode: '' }).ok).toBe(true);
  });
});

describe('profile update (PUT /user/profile)', () => {
  it('accepts any subset of the fields', () => {
    expect(validate(profileUpdateSchema, { lab: ' South Lab ' })).toEqual({ ok: true, value: { lab: 'South Lab' }, errors: [] });
    expect(validate(profileUpdateSchema, {}).ok).toBe(true);
  });

  it('holds each present field to its rule', () => {
    expect(errors(profileUpdateSchema, { firstName: '' })).toEqual([['firstName', 'Required', 1]]);
    expect(errors(profileUpdateSchema, { gender: '' })).toEqual([['gender', 'Must be selected', 1]]);
    expect(errors(profileUpdateSchema, { country: 'XX' })).toEqual([['country', 'Must be selected', 2]]);
  });

  it('refuses fields that are not the own profile', () => {
    expect(errors(profileUpdateSchema, { referringSalesRep: 'Bob', role: 'admin' })).toEqual([
      ['referringSalesRep', 'Property referringSalesRep is not in defined shape', 2],
      ['role', 'Property role is not in defined shape', 2],
    ]);
  });
});
