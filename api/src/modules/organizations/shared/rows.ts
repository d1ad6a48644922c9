import type { GroupItem, OrganizationItem } from '@cytocampus/contracts';
import { groupAbilities, organizationAbilities, type Actor } from '@cytocampus/permissions';
import type { GroupRow, OrganizationRow } from '@cytocampus/projections';

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
