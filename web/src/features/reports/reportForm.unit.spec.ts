import { describe, expect, it } from '@jest/globals';
import { REPORT_TEXT } from '@cytocampus/contracts';
import { report } from './fixtures';
import {
  kindFor,
  newReportValues,
  reportFormData,
  reportValuesOf,
  toggleOrganization,
  toReportRequest,
  validateReport,
  type ReportFormValues,
} from './reportForm';

const filled = (changes: Partial<ReportFormValues> = {}): ReportFormValues => ({ ...newReportValues('o1'), name: '  Weekly results ', ...changes });

describe('the report form', () => {
  it('starts as a Slide Results report of the given organization, with scores and user level 3', () => {
    expect(newReportValues(null)).toEqual({
      name: '',
      description: '',
      tags: [],
      reportType: 'Slide Results',
      kind: 'Slide Test',
      target: { orgId: null, groupId: null },
      options: { verbose: false, anonymous: false, userScore: true },
      filters: { internalUsers: false, userLevel: 3, startDate: null, endDate: null },
      filterOrgs: [],
    });
  });

  it("keeps a kind the type offers, else takes the type's first, and none for a type without kinds", () => {
    expect(kindFor('Slide Results', 'Study Slide')).toBe('Study Slide');
    expect(kindFor('New Sign-Ups this Week', 'Study Slide')).toBe('Users');
    expect(kindFor('Course Feedback', 'Slide Test')).toBeNull();
  });

  it('sends trimmed texts, the type kind, no group without an organization, and the organizations only for Prework', () => {
    const orgs = [{ orgId: 'o2', orgName: 'North Lab' }];
    const values = filled({
      tags: [' weekly ', ' '],
      reportType: 'Course Feedback',
      kind: 'Slide Test',
      target: { orgId: null, groupId: 'g1' },
      filters: { internalUsers: true, userLevel: 2, startDate: '2026-01-01', endDate: '' as unknown as null },
      filterOrgs: orgs,
    });
    expect(toReportRequest(values, 'id-1')).toEqual({
      id: 'id-1',
      name: 'Weekly results',
      description: '',
      tags: ['weekly'],
      reportType: 'Course Feedback',
      kind: null,
      target: { orgId: null, groupId: null },
      options: { verbose: false, anonymous: false, userScore: true },
      filters: { internalUsers: true, userLevel: 2, startDate: '2026-01-01', endDate: null },
      filterOrgs: [],
    });
    expect(toReportRequest({ ...values, reportType: 'Prework' }).filterOrgs).toEqual(orgs);
    expect(toReportRequest(values)).not.toHaveProperty('id');
  });

  it('is the spec multipart form: plain texts, and target, options, filters, filterOrgs and tags as JSON strings', () => {
    const request = toReportRequest(filled({ reportType: 'Prework', filterOrgs: [{ orgId: 'o2', orgName: 'North Lab' }], tags: ['a'] }), 'id-1');
    const form = reportFormData(request);
    expect(Object.fromEntries(form.entries())).toEqual({
      id: 'id-1',
      name: 'Weekly results',
      description: '',
      tags: '["a"]',
      reportType: 'Prework',
      target: '{"orgId":"o1","groupId":null}',
      options: '{"verbose":false,"anonymous":false,"userScore":true}',
      filters: '{"internalUsers":false,"userLevel":3,"startDate":null,"endDate":null}',
      filterOrgs: '[{"orgId":"o2","orgName":"North Lab"}]',
    });
    expect(reportFormData(toReportRequest(filled())).get('kind')).toBe('Slide Test');
  });

  it('asks for a name, a target without generateReport, dates in order, and not too many organizations', () => {
    expect(validateReport(filled(), false)).toEqual([]);
    const wrong = filled({
      name: ' ',
      target: { orgId: null, groupId: null },
      filters: { internalUsers: false, userLevel: 3, startDate: '2026-02-02', endDate: '2026-02-01' },
    });
    expect(validateReport(wrong, false)).toEqual([
      { field: 'name', message: 'Required', code: 1 },
      { field: 'target', message: REPORT_TEXT.siteWideNeedsGenerateReport, code: 1 },
      { field: 'filters.endDate', message: REPORT_TEXT.datesOutOfOrder, code: 2 },
    ]);
    expect(validateReport({ ...wrong, name: 'x' }, true).map((error) => error.field)).toEqual(['filters.endDate']);
    const many = Array.from({ length: 201 }, (_, i) => ({ orgId: `o${i}`, orgName: `Lab ${i}` }));
    expect(validateReport(filled({ reportType: 'Prework', filterOrgs: many }), true)).toEqual([
      { field: 'filterOrgs', message: 'Can only have up to 200 items', code: 2 },
    ]);
  });

  it('toggles organizations in the order picked, and reads a saved report back', () => {
    const one = toggleOrganization([], { itemid: 'o1', name: 'Demo Lab' });
    const two = toggleOrganization(one, { itemid: 'o2', name: 'North Lab' });
    expect(two.map((org) => org.orgName)).toEqual(['Demo Lab', 'North Lab']);
    expect(toggleOrganization(two, { itemid: 'o1', name: 'Demo Lab' })).toEqual([{ orgId: 'o2', orgName: 'North Lab' }]);
    expect(reportValuesOf(report('r1', { name: 'Saved', tags: ['t'] }))).toMatchObject({ name: 'Saved', tags: ['t'], target: { orgId: 'o1', groupId: null } });
  });
});
