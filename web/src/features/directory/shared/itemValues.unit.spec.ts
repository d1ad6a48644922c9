import { describe, expect, it } from '@jest/globals';
import { groupChanges, NEW_GROUP, toGroupWrite, validateGroup } from '../groups/groupValues';
import { NEW_ORGANIZATION, organizationChanges, toOrganizationWrite, validateOrganization } from '../organizations/organizationValues';

describe('organization form', () => {
  it('requires a name and sends empty texts as null', () => {
    expect(validateOrganization(NEW_ORGANIZATION, NEW_ORGANIZATION, true)).toEqual([{ field: 'name', message: 'Required', code: 1 }]);
    expect(toOrganizationWrite({ ...NEW_ORGANIZATION, name: ' North Lab ' })).toEqual({
      name: 'North Lab',
      region: null,
      preWork: false,
      defaultCurriculum: null,
    });
  });

  it('sends and checks only the changed fields', () => {
    const saved = { name: 'North Lab', region: 'EU', preWork: false, defaultCurriculum: null };
    expect(organizationChanges(saved, saved)).toEqual({});
    expect(organizationChanges({ ...saved, preWork: true, region: '' }, saved)).toEqual({ preWork: true, region: null });
    expect(validateOrganization({ ...saved, name: 'N' }, saved, false).map((e) => e.field)).toEqual(['name']);
  });
});

describe('group form', () => {
  it('requires a name of 5 or more characters and checks tags', () => {
    expect(validateGroup(NEW_GROUP, NEW_GROUP, 'org1', true).map((e) => [e.field, e.message])).toEqual([['name', 'Required']]);
    const problems = validateGroup({ ...NEW_GROUP, name: 'Night shift', tags: ['x'] }, NEW_GROUP, 'org1', true);
    expect(problems.map((e) => [e.field, e.message])).toEqual([['tags.0', 'Must be at least 2 characters']]);
  });

  it('writes the group into the organization and sends only changes', () => {
    const saved = { name: 'Night shift', description: '', tags: ['gyn'], defaultCurriculum: null };
    expect(toGroupWrite(saved, 'org1')).toEqual({ orgId: 'org1', name: 'Night shift', description: '', tags: ['gyn'], defaultCurriculum: null });
    expect(groupChanges(saved, saved)).toEqual({});
    expect(groupChanges({ ...saved, tags: ['gyn', 'fna'], defaultCurriculum: 'DEFAULT' }, saved)).toEqual({
      tags: ['gyn', 'fna'],
      defaultCurriculum: 'DEFAULT',
    });
    expect(validateGroup({ ...saved, name: 'Day' }, saved, 'org1', false).map((e) => e.field)).toEqual(['name']);
  });
});
