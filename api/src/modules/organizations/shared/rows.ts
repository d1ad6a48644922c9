import type { GroupItem, OrganizationItem } from '@cytocampus/contracts';
import { groupAbilities, organizationAbilities, type Actor } from '@cytocampus/permissions';
import { groupSelect, organizationSelect, type GroupRow, type OrganizationRow } from '@cytocampus/projections';
import { currentRevisions } from '../../../infra/read-models.js';

/** The organizations list's select (the organizations reader's, with the content read model's current assignments). */
export const ORGANIZATION_SELECT = organizationSelect(currentRevisions('curriculum'));

export const toOrganizationItem = (viewer: Actor, row: OrganizationRow): OrganizationItem => ({
  id: row.id,
  itemId: row.id,
  name: row.name,
  region: row.region,
  preWork: row.pre_work,
  defaultCurriculum: row.default_curriculum,
  defaultCurriculumName: row.default_curriculum_name,
  users: row.users,
  created: row.created.getTime(),
  abilities: organizationAbilities(viewer, row.id),
  version: row.version,
});

/** The groups list's select (the groups reader's, with the content read model's current assignments). */
export const GROUP_SELECT = groupSelect(currentRevisions('curriculum'));

export const toGroupItem = (viewer: Actor, row: GroupRow): GroupItem => ({
  id: row.id,
  itemId: row.id,
  orgId: row.org_id,
  name: row.name,
  description: row.description,
  tags: row.tags,
  defaultCurriculum: row.default_curriculum,
  defaultCurriculumName: row.default_curriculum_name,
  users: row.users,
  created: row.created.getTime(),
  abilities: groupAbilities(viewer, row.org_id),
  version: row.version,
});
