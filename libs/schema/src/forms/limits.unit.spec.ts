import { describe, expect, it } from '@jest/globals';
import { ANNOUNCEMENT_MSG } from '@cytocampus/contracts';
import type { z } from 'zod';
import { validate } from '../validate.js';
import { accessTokenRequestSchema } from './access-tokens.js';
import { ANNOUNCEMENT_INPUT_MAX_LENGTH, announcementWriteSchema } from './announcement.js';
import { organizationSchema, userCreateSchema, userUpdateSchema } from './directory.js';
import { contentListQuerySchema, listQuerySchema, userListQuerySchema } from './list-query.js';
import { loginRequestSchema } from './login.js';
import { profileUpdateSchema } from './profile.js';
import { registerAccountForm } from './register-account.js';
import { registerRequestSchema } from './register-request.js';
import { newPasswordForm, resetConfirmSchema } from './reset.js';

const errors = (schema: z.ZodType, input: unknown) => validate(schema, input).errors.map((e) => [e.field, e.message]);
const x = (n: number) => 'x'.repeat(n);
const bio = { firstName: 'Ada', lastName: 'Lovelace', gender: 'f', country: 'US' };
const register = { captchaToken: 'c1', email: 'ada@lab.test', password: 'Secret12', terms: 0, siteUsageEmail: 'yes' };
const registerBio = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  lab: 'North Lab',
  years: '5-10',
  profession: 'Cytotech',
  referral: 'Trade Show',
  country: 'US',
  postalCode: '02139',
};
const permissions = (n: number, length = 10) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i).padStart(length, 'p'), true]));

/** [what, schema, the longest accepted input, the same one character (or key) longer, its errors]. */
const BOUNDS: [string, z.ZodType, unknown, unknown, [string, string][]][] = [
  ['access token name 100', accessTokenRequestSchema, { name: x(100) }, { name: x(101) }, [['name', 'Too long by 1 characters']]],
  ['list search 200', listQuerySchema, { search: x(200) }, { search: x(201) }, [['search', 'Too long by 1 characters']]],
  ['user list search 200', userListQuerySchema, { search: x(200) }, { search: x(201) }, [['search', 'Too long by 1 characters']]],
  ['content list search 200', contentListQuerySchema, { search: x(200) }, { search: x(201) }, [['search', 'Too long by 1 characters']]],
  [
    'login password 128',
    loginRequestSchema,
    { email: 'ada@lab.test', password: x(128) },
    { email: 'ada@lab.test', password: x(129) },
    [['password', 'Too long by 1 characters']],
  ],
  [
    'reset token 255',
    resetConfirmSchema,
    { token: x(255), password: 'Secret12' },
    { token: x(256), password: 'Secret12' },
    [['token', 'Too long by 1 characters']],
  ],
  [
    'captcha token 4096',
    registerRequestSchema,
    { ...register, captchaToken: x(4096), bio: registerBio },
    { ...register, captchaToken: x(4097), bio: registerBio },
    [['captchaToken', 'Too long by 1 characters']],
  ],
  [
    'register lab 255',
    registerRequestSchema,
    { ...register, bio: { ...registerBio, lab: x(255) } },
    { ...register, bio: { ...registerBio, lab: x(256) } },
    [['bio.lab', 'Too long by 1 characters']],
  ],
  [
    'user names 127',
    userCreateSchema,
    { email: 'a@b.co', bio: { ...bio, lastName: x(127) } },
    { email: 'a@b.co', bio: { ...bio, lastName: x(128) } },
    [['bio.lastName', 'Too long by 1 characters']],
  ],
  ['postal code 12', profileUpdateSchema, { postalCode: x(12) }, { postalCode: x(13) }, [['postalCode', 'Too long by 1 characters']]],
  ['organization name 127', organizationSchema, { name: x(127) }, { name: x(128) }, [['name', 'Too long by 1 characters']]],
  ['permission names 64', userUpdateSchema, { permissions: permissions(1, 64) }, { permissions: permissions(1, 65) }, [['permissions', 'Value is not valid']]],
  [
    'permissions 200',
    userUpdateSchema,
    { permissions: permissions(200) },
    { permissions: permissions(201) },
    [['permissions', 'Can only have up to 200 items']],
  ],
  [
    'announcement HTML before sanitizing 40,000',
    announcementWriteSchema,
    { content: x(ANNOUNCEMENT_INPUT_MAX_LENGTH) },
    { content: x(ANNOUNCEMENT_INPUT_MAX_LENGTH + 1) },
    [['content', ANNOUNCEMENT_MSG.tooLong(40_001)]],
  ],
];

describe('every free text of a form has a maximum', () => {
  it.each(BOUNDS)('%s', (_what, schema, longest, over, expected) => {
    expect(errors(schema, longest)).toEqual([]);
    expect(errors(schema, over)).toEqual(expected);
  });

  it('refuses a megabyte in the confirmation fields too', () => {
    const password = `Aa1${x(125)}`;
    expect(errors(registerAccountForm, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@lab.test', password, passwordConfirm: `${password}x` })).toEqual([
      ['passwordConfirm', 'Too long by 1 characters'],
      ['passwordConfirm', 'Passwords do not match.'],
    ]);
    expect(errors(newPasswordForm, { password, passwordConfirm: x(1_000_000) })[0]).toEqual(['passwordConfirm', 'Too long by 999872 characters']);
  });

  it('cuts the login honeypot instead of refusing it, so the API still sees a bot', () => {
    const result = validate(loginRequestSchema, { email: 'ada@lab.test', password: 'x', website: x(1_000_000) });
    expect(result.ok && result.value.website).toBe(x(255));
  });
});
