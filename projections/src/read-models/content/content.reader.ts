import type { ContentType } from '@cytocampus/domain';

/**
 * The content read model's fragments (ADR 0002 "Readers") that other readers and the API's dynamic
 * lists build on, beside the projection that writes content_items. Items are stored one row per
 * revision; what an item id means elsewhere (an assignment of a user, a course of an assignment, an
 * item of a course) is its current revision: the active one, else the newest.
 */

/** The current revisions of the items of a type: a subquery to alias (`${currentRevisions('slide')} c`). */
export const currentRevisions = (type: ContentType): string =>
  `(select distinct on (item_id) * from content_items where type = '${type}' order by item_id, active desc, created desc)`;

/**
 * Content rows (aliased `alias`) an organization sees: its own, those shared with it, and public
 * ones it is not filtered from. `param` is the organization's placeholder (`$2`, or `?` thrice).
 */
export const visibleInOrg = (alias: string, param: string): string =>
  `(${alias}.org_id = ${param} or ${alias}.allowed_orgs @> jsonb_build_array(${param}::text) or (${alias}.is_public and not ${alias}.filter_orgs @> jsonb_build_array(${param}::text)))`;
