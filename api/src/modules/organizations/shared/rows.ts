import type { GroupItem, OrganizationItem } from '@cytocampus/contracts';
import { groupAbilities, organizationAbilities, type Actor } from '@cytocampus/permissions';
import { currentRevisions } from '../../../infra/read-models.js';

export interface OrganizationRow {
  id: string;
  name: string;
  region: string | null;
  pre_work: boolean;
  default_curriculum: string | null;
  default_curriculum_name: string | null;
  users: number;
  created: Date;
  version: number;
}

export const ORGANIZATION_SELECT = `
  select o.id, o.name, o.region, o.pre_work, o.default_curriculum, c.name as default_curriculum_name,
         (select count(*)::int from users u where u.org_id = o.id) as users, o.created, o.version
    from organizations o left join ${currentRevisions('curriculum')} c on c.item_id = o.default_curriculum`;

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

export interface GroupRow {
  id: string;
  org_id: string;
  name: string;
  description: string;
  tags: string[];
  default_curriculum: string | null;
  default_curriculum_name: string | null;
  users: number;
  created: Date;
  version: number;
}

export const GROUP_SELECT = `
  select g.id, g.org_id, g.name, g.description, g.tags, g.default_curriculum, c.name as default_curriculum_name,
         (select count(*)::int from users u where u.group_id = g.id) as users, g.created, g.version
    from groups g left join ${currentRevisions('curriculum')} c on c.item_id = g.default_curriculum`;

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
