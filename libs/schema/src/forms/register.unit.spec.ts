import { describe, expect, it } from '@jest/globals';
import type { RegisterRequest } from '@cytocampus/contracts';
import type { z } from 'zod';
import { registerBioForm, registerRequestSchema, toRegisterRequest, validate } from '../index.js';

const errors = (schema: z.ZodType, input: unknown): [string | null, string][] => validate(schema, input).errors.map((e) => [e.field, e.message]);

describe('registration step 2 (bio)', () => {
  const good = { lab: 'North Lab', years: '5-10', jobTitle: 'Cytotech', country: 'US', postalCode: '02139', referral: 'Trade Show' };
  const withField = (field: string, value: unknown) => errors(registerBioForm, { ...good, [field]: value });

  it('passes good input; the feedback toggle defaults to yes', () => {
    expect(validate(registerBioForm, good)).toEqual({ ok: true, value: { ...good, siteUsageEmail: true }, errors: [] });
  });

  it.each([
    ['lab', 'Lab Name is required.'],
    ['years', 'Years of experience is required.'],
    ['jobTitle', 'Job title is required.'],
    ['country', 'Country is required.'],
    ['postalCode', 'Zip/Postal Code is required.'],
    ['referral', 'Referral is required.'],
  ])('%s missing gives %j', (field, message) => {
    expect(withField(field, '')).toEqual([[field, message]]);
    expect(withField(field, undefined)).toEqual([[field, message]]);
  });

  it('refuses values outside the lists', () => {
    expect(withField('years', '3')).toEqual([['years', 'Must be selected']]);
    expect(withField('jobTitle', 'Cook')).toEqual([['jobTitle', 'Must be selected']]);
    expect(withField('country', 'XX')).toEqual([['country', 'Must be selected']]);
    expect(withField('referral', 'Radio')).toEqual([['referral', 'Must be selected']]);
  });

  it('checks the postal code length', () => {
    expect(withField('postalCode', '123')).toEqual([['postalCode', 'Must be at least 4 characters']]);
    expect(withField('postalCode', '1234567890123')).toEqual([['postalCode', 'Too long by 1 characters']]);
  });

  it("asks for a description when the job title is 'Other' and for text when the referral is 'Other...'", () => {
    expect(withField('jobTitle', 'Other')).toEqual([['jobTitleOther', 'Job title description is required.']]);
    expect(errors(registerBioForm, { ...good, jobTitle: 'Other', jobTitleOther: '  ' })).toEqual([['jobTitleOther', 'Job title description is required.']]);
    expect(withField('referral', 'Other...')).toEqual([['referralOther', 'Referral description is required.']]);
    expect(validate(registerBioForm, { ...good, referral: 'Other...', referralOther: 'A friend' }).ok).toBe(true);
  });

  it('builds the register payload from both steps, replacing Other by its text', () => {
    const account = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@lab.test', password: 'Secret12', passwordConfirm: 'Secret12' };
    const bio = { ...good, jobTitle: 'Other' as const, jobTitleOther: 'Lab manager', referral: 'Other...', referralOther: 'A friend', siteUsageEmail: false };
    const request: RegisterRequest = {
      captchaToken: 'c1',
      email: 'ada@lab.test',
      password: 'Secret12',
      terms: 0,
      bio: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        lab: 'North Lab',
        years: '5-10',
        profession: 'Lab manager',
        referral: 'A friend',
        country: 'US',
        postalCode: '02139',
      },
      siteUsageEmail: 'no',
    };
    expect(toRegisterRequest(account, { ...bio, years: '5-10', country: 'US' }, 'c1')).toEqual(request);
    expect(validate(registerRequestSchema, request)).toEqual({ ok: true, value: request, errors: [] });
  });
});

describe('POST /register (server)', () => {
  const good: RegisterRequest = {
    captchaToken: 'c1',
    email: 'ada@lab.test',
    password: 'Secret12',
    terms: 0,
    bio: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      lab: 'North Lab',
      years: '<5',
      profession: 'Cytotech',
      referral: 'Word of Mouth',
      country: 'GB',
      postalCode: 'SW1A 1AA',
    },
    siteUsageEmail: 'yes',
  };
  const withField = (field: string, value: unknown) => errors(registerRequestSchema, { ...good, [field]: value });
  const withBio = (field: string, value: unknown) => errors(registerRequestSchema, { ...good, bio: { ...good.bio, [field]: value } });

  it('passes good input, trimming and lower-casing the e-mail and trimming names', () => {
    const result = validate(registerRequestSchema, { ...good, email: ' Ada@Lab.Test ', bio: { ...good.bio, firstName: ' Ada ' } });
    expect(result).toEqual({ ok: true, value: good, errors: [] });
  });

  it('words the e-mail rule as the server does', () => {
    expect(withField('email', 'ada')).toEqual([['email', 'Invalid email address supplied.']]);
    expect(withField('email', '')).toEqual([['email', 'Invalid email address supplied.']]);
  });

  it('requires first and last name with the server text', () => {
    expect(withBio('firstName', ' ')).toEqual([['bio.firstName', 'First and last name is required.']]);
    expect(withBio('lastName', undefined)).toEqual([['bio.lastName', 'First and last name is required.']]);
    expect(withBio('lastName', 'L')).toEqual([['bio.lastName', 'Last name must be at least 2 characters.']]);
    expect(withField('bio', undefined)).toEqual([['bio', 'First and last name is required.']]);
  });

  it.each([
    ['Secret1', ['Password must be 8 characters or longer.']],
    ['SECRET12', ['Password must contain one or more lower case letter (a-z).']],
    ['secret12', ['Password must contain one or more upper case letter (A-Z).']],
    ['Secretly', ['Password must contain one or more number (0-9).']],
    [
      '',
      [
        'Password must be 8 characters or longer.',
        'Password must contain one or more lower case letter (a-z).',
        'Password must contain one or more upper case letter (A-Z).',
        'Password must contain one or more number (0-9).',
      ],
    ],
  ])('password %j gives the server texts', (password, expected) => {
    expect(validate(registerRequestSchema, { ...good, password }).errors.map((e) => e.message)).toEqual(expected);
  });

  it.each([
    ['lab', 'Lab Name is required.'],
    ['years', 'Years of experience is required.'],
    ['profession', 'Job title is required.'],
    ['referral', 'Referral is required.'],
    ['country', 'Country is required.'],
    ['postalCode', 'Zip/Postal Code is required.'],
  ])('bio.%s is required', (field, message) => {
    expect(withBio(field, '')).toEqual([[`bio.${field}`, message]]);
  });

  it('checks the bio lists and lengths', () => {
    expect(withBio('country', 'ZZ')).toEqual([['bio.country', 'Must be selected']]);
    expect(withBio('years', '20+')).toEqual([['bio.years', 'Must be selected']]);
    expect(withBio('postalCode', 'AB1')).toEqual([['bio.postalCode', 'Must be at least 4 characters']]);
    expect(withBio('lab', 'x'.repeat(256))).toEqual([['bio.lab', 'Too long by 1 characters']]);
  });

  it('requires terms 0, siteUsageEmail yes or no, and the captcha', () => {
    expect(validate(registerRequestSchema, { ...good, terms: 1 }).errors).toEqual([{ field: 'terms', message: 'Value is not valid', code: 2 }]);
    expect(withField('siteUsageEmail', 'maybe')).toEqual([['siteUsageEmail', 'Must be selected']]);
    expect(validate(registerRequestSchema, { ...good, siteUsageEmail: 'no' }).ok).toBe(true);
    expect(withField('captchaToken', '')).toEqual([['captchaToken', 'Please complete the captcha.']]);
  });
});
