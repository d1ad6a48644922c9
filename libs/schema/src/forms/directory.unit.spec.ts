import { describe, expect, it } from '@jest/globals';
import { validate } from '../validate.js';
import { groupSchema, organizationSchema, userCreateSchema, userImportRowSchema, userUpdateSchema } from './directory.js';
import {
  creationQuerySchema,
  curriculumModulesQuerySchema,
  CURRICULUM_MODULES_QUERY_MAX,
  fileQuerySchema,
  listQuerySchema,
  searchWords,
  slideListQuerySchema,
  userListQuerySchema,
} from './list-query.js';

const messages = (schema: Parameters<typeof validate>[0], input: unknown) => validate(schema, input).errors.map((e) => [e.field, e.message]);
const bio = { firstName: 'Ada', lastName: 'Lovelace', gender: 'f', country: 'US' };

describe('the administrator user form', () => {
  it('takes a complete user, lower-cases the e-mail and defaults the role', () => {
    const result = validate(userCreateSchema, { email: ' Ada@Lab.TEST ', bio });
    expect(result.ok && result.value).toMatchObject({ email: 'ada@lab.test', role: 'cytotechnologist', orgId: null, groupId: null });
  });

  it('answers the spec rules: e-mail, names, gender, country, postal code, role', () => {
    expect(messages(userCreateSchema, { email: 'nope', role: 'guest', bio: { firstName: '', lastName: 'L', postalCode: '12' } })).toEqual([
      ['email', 'Invalid email address supplied.'],
      ['role', 'Must be selected'],
      ['bio.firstName', 'Required'],
      ['bio.lastName', 'Must be at least 2 characters'],
      ['bio.gender', 'Must be selected'],
      ['bio.postalCode', 'Must be at least 4 characters'],
      ['bio.country', 'Must be selected'],
    ]);
  });

  it('refuses unknown fields and bad ids', () => {
    expect(messages(userCreateSchema, { email: 'a@b.co', bio, isAdmin: true, orgId: 'x y' })).toEqual([
      ['orgId', 'Value is not valid'],
      ['isAdmin', 'Property isAdmin is not in defined shape'],
    ]);
  });

  it('checks only what an update sends', () => {
    expect(validate(userUpdateSchema, { bio: { lab: 'North' } }).ok).toBe(true);
    expect(messages(userUpdateSchema, { email: '' })).toEqual([['email', 'Required']]);
  });
});

describe('organizations and groups', () => {
  it('needs an organization name', () => {
    expect(messages(organizationSchema, { name: ' ' })).toEqual([['name', 'Required']]);
    expect(validate(organizationSchema, { name: 'North Lab', preWork: 1 }).ok).toBe(true);
  });

  it('gives groups the content rules: name 5 to 127, tags lower-cased with a letter or digit', () => {
    expect(messages(groupSchema, { orgId: 'o1', name: 'Day', tags: ['OK', '--', 'a'] })).toEqual([
      ['name', 'Must be at least 5 characters'],
      ['tags.1', 'At least one number or letter is required'],
      ['tags.2', 'Must be at least 2 characters'],
    ]);
    const ok = validate(groupSchema, { orgId: 'o1', name: 'Day shift', tags: ['Gyn.Screening'] });
    expect(ok.ok && ok.value.tags).toEqual(['gyn.screening']);
  });
});

describe('a CSV import row', () => {
  it('needs e-mail and names, defaults the role', () => {
    expect(messages(userImportRowSchema, { email: '', firstName: 'A', lastName: '' })).toEqual([
      ['email', 'Required'],
      ['lastName', 'Required'],
    ]);
    const ok = validate(userImportRowSchema, { email: 'x@y.co', firstName: 'Xi', lastName: 'Yu' });
    expect(ok.ok && ok.value.role).toBe('cytotechnologist');
  });
});

describe('list queries', () => {
  it('reads query-string text: page, limit, roles, filters; names lists may ask for more', () => {
    const parsed = validate(userListQuerySchema, { page: '2', limit: '50', role: 'manager,admin', disabled: 'only' });
    expect(parsed.ok && parsed.value).toMatchObject({ page: 2, limit: 50, role: ['manager', 'admin'], org: 'any', disabled: 'only', names: false });
    expect(messages(userListQuerySchema, { limit: '30' })).toEqual([['limit', 'Must be selected']]);
    expect(validate(listQuerySchema, { names: '1', limit: '10000' }).ok).toBe(true);
    expect(messages(userListQuerySchema, { page: '0', role: 'pilot', org: 'some' })).toEqual([
      ['page', 'Must be greater than 0'],
      ['role.0', 'Must be selected'],
      ['org', 'Must be selected'],
    ]);
  });

  it("reads the other query strings: a creation's organization, a file shown inline, the courses wanted, slides of every state", () => {
    const value = (schema: Parameters<typeof validate>[0], input: unknown) => {
      const result = validate(schema, input);
      return result.ok ? result.value : result.errors;
    };
    expect([value(creationQuerySchema, {}), value(creationQuerySchema, { orgId: 'org-1' })]).toEqual([{}, { orgId: 'org-1' }]);
    expect([messages(creationQuerySchema, { orgId: '' }), messages(creationQuerySchema, { orgId: 'a b' })]).toEqual([
      [['orgId', 'Value is not valid']],
      [['orgId', 'Value is not valid']],
    ]);
    expect([value(fileQuerySchema, {}), value(fileQuerySchema, { noAttach: '1' }), value(fileQuerySchema, { noAttach: 'true' })]).toEqual([
      { noAttach: false },
      { noAttach: true },
      { noAttach: true },
    ]);
    expect([value(curriculumModulesQuerySchema, {}), value(curriculumModulesQuerySchema, { modules: ' m1, ,m2 ' })]).toEqual([
      { modules: [] },
      { modules: ['m1', 'm2'] },
    ]);
    expect(messages(curriculumModulesQuerySchema, { modules: 'm1,no way' })).toEqual([['modules.1', 'Value is not valid']]);
    const many = Array.from({ length: CURRICULUM_MODULES_QUERY_MAX + 1 }, (_, i) => `m${i}`).join(',');
    expect(messages(curriculumModulesQuerySchema, { modules: many })).toEqual([['modules', `Can only have up to ${CURRICULUM_MODULES_QUERY_MAX} items`]]);
    expect([value(slideListQuerySchema, {}), value(slideListQuerySchema, { images: 'all' })]).toMatchObject([{ images: 'ready' }, { images: 'all' }]);
    expect(messages(slideListQuerySchema, { images: 'some' })).toEqual([['images', 'Must be selected']]);
  });

  it('splits a search on spaces and plus signs', () => {
    expect(searchWords(' Ada+LOVELACE  lab ')).toEqual(['ada', 'lovelace', 'lab']);
  });
});
