import { randomUUID } from 'node:crypto';
import type { RegisterRequest, UserWrite } from '@cytocampus/contracts';

/** A valid registration; override what a test is about. */
export function registration(
  overrides: Partial<Omit<RegisterRequest, 'bio'>> & { bio?: Partial<RegisterRequest['bio']> } = {},
): Omit<RegisterRequest, 'captchaToken'> {
  const { bio, ...rest } = overrides;
  return {
    email: `tester-${randomUUID().slice(0, 8)}@lab.test`,
    password: 'Sl1desAreFun',
    terms: 0,
    siteUsageEmail: 'yes',
    ...rest,
    bio: {
      firstName: 'Casey',
      lastName: 'Morgan',
      lab: 'Lakeside Pathology',
      years: '5-10',
      profession: 'Cytotech',
      referral: 'Word of Mouth',
      country: 'US',
      postalCode: '02139',
      ...bio,
    },
  };
}

export const DEMO = {
  learner: { email: 'learner@cytocampus.test', password: 'CytoCampus1' },
  manager: { email: 'manager@cytocampus.test', password: 'CytoCampus1' },
  admin: { email: 'admin@cytocampus.test', password: 'CytoCampus1' },
  super: { email: 'super@cytocampus.test', password: 'CytoCampus1' },
} as const;

/** A valid user for the administrator's form (POST /users); override what a test is about. */
export function newUser(
  overrides: Partial<Omit<UserWrite, 'bio'>> & { bio?: Partial<UserWrite['bio']> } = {},
): Omit<UserWrite, 'password'> & { password?: string } {
  const { bio, ...rest } = overrides;
  return {
    email: `user-${randomUUID().slice(0, 8)}@lab.test`,
    role: 'cytotechnologist',
    orgId: null,
    groupId: null,
    curriculum: null,
    ...rest,
    bio: { firstName: 'Quinn', lastName: 'Avery', gender: 'u', country: 'US', ...bio },
  };
}
