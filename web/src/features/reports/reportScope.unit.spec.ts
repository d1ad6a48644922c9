import { describe, expect, it } from '@jest/globals';
import { userWith } from './fixtures';
import { fixedOrgId, listOrgId, mayCreateReport, reportSection } from './reportScope';

const admin = userWith('admin', 'default', { generateReport: true, generateOrgReport: true, readOrg: true });
const manager = userWith('manager', 'o1', { generateOrgReport: true, readOrg: true });

describe('whose reports a screen shows and asks for', () => {
  it('lists every report in the admin area and the own organization in the organization area', () => {
    expect([listOrgId('admin', admin), listOrgId('org', admin), listOrgId('org', manager)]).toEqual([undefined, 'default', 'o1']);
    expect([reportSection('admin').path, reportSection('org').path]).toEqual(['/dashboard/admin/reports', '/dashboard/org/reports']);
  });

  it("lets an administrator pick any organization or none in the admin area, and fixes a manager's to their own", () => {
    expect([fixedOrgId('admin', admin), fixedOrgId('org', admin), fixedOrgId('admin', manager), fixedOrgId('org', manager)]).toEqual([
      undefined,
      'default',
      'o1',
      'o1',
    ]);
  });

  it('offers Add Report to those who may ask for a report of the section', () => {
    expect([mayCreateReport('admin', admin), mayCreateReport('org', manager), mayCreateReport('admin', manager)]).toEqual([true, true, false]);
    expect(mayCreateReport('org', userWith('cytotechnologist', 'o1', { readOrg: true }))).toBe(false);
  });
});
