import { describe, expect, it } from '@jest/globals';
import { FORM_ERROR, REPORT_DEFAULT_USER_LEVEL, REPORT_LIMITS, REPORT_TEXT } from '@cytocampus/contracts';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { validate } from '../validate.js';
import { reportListQuerySchema } from './list-query.js';
import { parseReportRequest } from './reports.js';

const fields = (result: { errors: { field: string | null; message: string }[] }) => result.errors.map((e) => [e.field, e.message]);
const valueOf = (input: unknown) => {
  const result = parseReportRequest(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};
const ORG = { orgId: 'org-1', orgName: 'Lakeside Pathology' };

describe('the report request', () => {
  it('fills in the defaults: options all off but userScore, userLevel 3, no dates, the type’s first kind', () => {
    const value = valueOf({ name: ' Weekly results ', reportType: 'Slide Results' });
    expect(value).toEqual({
      name: 'Weekly results',
      description: '',
      tags: [],
      reportType: 'Slide Results',
      kind: 'Slide Test',
      target: { groupId: null, orgId: null },
      options: { verbose: false, anonymous: false, userScore: true },
      filters: { internalUsers: false, userLevel: REPORT_DEFAULT_USER_LEVEL, startDate: null, endDate: null },
      filterOrgs: [],
    });
    expect(valueOf({ name: 'Feedback', reportType: 'Course Feedback' }).kind).toBeNull();
    expect(valueOf({ name: 'Sign-ups', reportType: 'New Sign-Ups this Week', kind: 'Self-Signups' }).kind).toBe('Self-Signups');
    // Partial objects keep the defaults of what they leave out.
    const partial = valueOf({ name: 'R', reportType: 'Prework', options: { verbose: true }, filters: { startDate: '2026-01-05' }, target: { orgId: 'org-1' } });
    expect([partial.options, partial.filters, partial.target]).toEqual([
      { verbose: true, anonymous: false, userScore: true },
      { internalUsers: false, userLevel: 3, startDate: '2026-01-05', endDate: null },
      { groupId: null, orgId: 'org-1' },
    ]);
  });

  it('reads the JSON texts of a multipart form', () => {
    const value = valueOf({
      id: '',
      name: 'Prework of two labs',
      reportType: 'Prework',
      kind: '',
      target: JSON.stringify({ groupId: '', orgId: 'org-1' }),
      options: JSON.stringify({ anonymous: true, userScore: false }),
      filters: JSON.stringify({ internalUsers: true, userLevel: 2, startDate: '2026-01-01', endDate: '2026-01-31' }),
      filterOrgs: JSON.stringify([ORG, { orgId: 'org-2', orgName: 'Hillside' }, { ...ORG, orgName: 'Twice' }]),
      tags: JSON.stringify(['weekly']),
    });
    expect(value).toEqual({
      id: '',
      name: 'Prework of two labs',
      description: '',
      tags: ['weekly'],
      reportType: 'Prework',
      kind: null,
      target: { groupId: null, orgId: 'org-1' },
      options: { verbose: false, anonymous: true, userScore: false },
      filters: { internalUsers: true, userLevel: 2, startDate: '2026-01-01', endDate: '2026-01-31' },
      filterOrgs: [ORG, { orgId: 'org-2', orgName: 'Hillside' }],
    });
    // Form data sends flags as 1 and 0.
    expect(valueOf({ name: 'R', reportType: 'Prework', options: '{"verbose":"1","userScore":"0"}' }).options).toEqual({
      verbose: true,
      anonymous: false,
      userScore: false,
    });
  });

  it('reads a filterOrgs text that is not a list of organizations as empty, and says so (no error)', () => {
    for (const [text, reason] of [
      ['[{"orgId": "org-1"', 'not JSON'],
      ['{"orgId": "org-1"}', 'not a list of organizations'],
      ['[{"id": 4}]', 'not a list of organizations'],
    ] as const) {
      const result = parseReportRequest({ name: 'R', reportType: 'Prework', filterOrgs: text });
      expect(result.ok && [result.value.filterOrgs, result.ignoredFilterOrgs]).toEqual([[], { text, reason }]);
    }
    const fine = parseReportRequest({ name: 'R', reportType: 'Prework', filterOrgs: '' });
    expect(fine.ok && [fine.value.filterOrgs, fine.ignoredFilterOrgs]).toEqual([[], null]);
    const long = parseReportRequest({ name: 'R', reportType: 'Prework', filterOrgs: `not json ${'x'.repeat(500)}` });
    expect(long.ignoredFilterOrgs?.text.length).toBe(200);
  });

  it('refuses a missing or too long name, an unknown type, a kind the type does not offer', () => {
    expect(fields(parseReportRequest({ reportType: 'Prework' }))).toEqual([['name', GENERIC.required]]);
    expect(parseReportRequest({ reportType: 'Prework' }).errors[0]?.code).toBe(FORM_ERROR.missing);
    expect(fields(parseReportRequest({ name: 'x'.repeat(REPORT_LIMITS.nameChars + 2), reportType: 'Prework' }))).toEqual([['name', GENERIC.tooLongBy(2)]]);
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Everything' }))).toEqual([['reportType', GENERIC.mustBeSelected]]);
    expect(fields(parseReportRequest({ name: 'R' }))).toEqual([['reportType', GENERIC.mustBeSelected]]);
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Slide Results', kind: 'Users' }))).toEqual([['kind', GENERIC.mustBeSelected]]);
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', kind: 'Slide Test' }))).toEqual([['kind', GENERIC.mustBeSelected]]);
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', kind: 'Nonsense' }))).toEqual([['kind', GENERIC.mustBeSelected]]);
  });

  it('refuses dates that are not days, and an end before the start', () => {
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', filters: { startDate: '05/01/2026' } }))).toEqual([
      ['filters.startDate', GENERIC.doesNotMatchPattern('^\\d{4}-\\d{2}-\\d{2}$')],
    ]);
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', filters: { endDate: '2026-02-30' } }))).toEqual([['filters.endDate', NOT_VALID]]);
    const backwards = parseReportRequest({ name: 'R', reportType: 'Prework', filters: { startDate: '2026-03-02', endDate: '2026-03-01' } });
    expect(fields(backwards)).toEqual([['filters.endDate', REPORT_TEXT.datesOutOfOrder]]);
    expect(valueOf({ name: 'R', reportType: 'Prework', filters: { startDate: '2026-03-01', endDate: '2026-03-01' } }).filters.endDate).toBe('2026-03-01');
  });

  it('refuses objects that are not, a role level out of range, ids that are not, too many organizations', () => {
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', target: '{oops' }))).toEqual([['target', NOT_VALID]]);
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', options: 7 }))).toEqual([['options', NOT_VALID]]);
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', filters: { userLevel: 5 } }))).toEqual([
      ['filters.userLevel', GENERIC.mustBeLessThan(5)],
    ]);
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', target: { groupId: 'a b' } }))[0]?.[0]).toBe('target.groupId');
    const many = Array.from({ length: REPORT_LIMITS.filterOrgs + 1 }, (_, i) => ({ orgId: `org-${i}`, orgName: `Lab ${i}` }));
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', filterOrgs: many }))).toEqual([
      ['filterOrgs', GENERIC.canOnlyHaveUpTo(REPORT_LIMITS.filterOrgs)],
    ]);
    // As text too: a readable list that is too long is the sender's mistake to hear about.
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', filterOrgs: JSON.stringify(many) }))).toEqual([
      ['filterOrgs', GENERIC.canOnlyHaveUpTo(REPORT_LIMITS.filterOrgs)],
    ]);
    // A list sent as JSON (not text) is checked like any field.
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', filterOrgs: [{ orgName: 'x' }] }))[0]?.[0]).toBe('filterOrgs.0.orgId');
    expect(fields(parseReportRequest({ name: 'R', reportType: 'Prework', id: 'not-a-uuid' }))[0]?.[0]).toBe('id');
  });
});

describe('the report list query', () => {
  it('reads paging, search, organization and type', () => {
    const q = validate(reportListQuerySchema, { page: '2', limit: '10', search: 'weekly', orgId: 'org-1', reportType: 'Prework' });
    expect(q.ok && q.value).toEqual({ page: 2, limit: 10, search: 'weekly', orgId: 'org-1', names: false, reportType: 'Prework' });
    expect(fields(validate(reportListQuerySchema, { reportType: 'Other' }))).toEqual([['reportType', GENERIC.mustBeSelected]]);
  });
});
