/**
 * SQL fragments over read models that several modules join. Content items are stored one row per
 * revision; what an item id means elsewhere (an assignment of a user, a course of an assignment)
 * is its current revision: the active one, else the newest.
 */
export const currentRevisions = (type: 'curriculum' | 'module' | 'presentation' | 'quiz' | 'test' | 'feedback' | 'slide' | 'report'): string =>
  `(select distinct on (item_id) * from content_items where type = '${type}' order by item_id, active desc, created desc)`;

/**
 * Content rows (aliased `alias`) an organization sees: its own, those shared with it, and public
 * ones it is not filtered from. `param` is the organization's placeholder (`$2`, or `?` thrice).
 */
export const visibleInOrg = (alias: string, param: string): string =>
  `(${alias}.org_id = ${param} or ${alias}.allowed_orgs @> jsonb_build_array(${param}::text) or (${alias}.is_public and not ${alias}.filter_orgs @> jsonb_build_array(${param}::text)))`;

/** Slide revisions (aliased `alias`) whose image is uploaded, or made (COMPLETE): the slides read model's fragments, from its reader. */
export { slideImageComplete, slideImageReady } from '@cytocampus/projections';
