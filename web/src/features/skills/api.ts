import {
  API_PREFIX,
  DIRECTORY_ROUTES,
  ORGANIZATION_LIST_LIMIT,
  SKILL_ROUTES as R,
  type LearnerSkills,
  type NameEntry,
  type OrganizationSkills,
  type ReadModelChanged,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { refetchOnNotices } from '../../realtime/refetchOnNotices';
import type { LearnerOrder } from './useLearnerOrder';

/** A burst of skill notices (a batch of submits, a cleared review) asks a page again once. */
export const SKILL_REFETCH_MS = 500;

/** Whole months 'YYYY-MM'; unset, the API's default period (the last SKILL_DEFAULT_MONTHS months). */
export interface SkillPeriodArgs {
  from?: string;
  to?: string;
}
export type LearnerSkillsArgs = SkillPeriodArgs & { userId: string };
export type OrgSkillsArgs = SkillPeriodArgs & { orgId: string } & Partial<LearnerOrder>;

/** The query string of a period: unset months are left out. */
export const skillPeriodParams = ({ from, to }: SkillPeriodArgs) => ({ from: from || undefined, to: to || undefined });

/** Where the organization's .xlsx of this period downloads. */
export function skillExportHref({ orgId, from, to }: SkillPeriodArgs & { orgId: string }): string {
  const search = new URLSearchParams();
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  const query = search.toString();
  return `${API_PREFIX}${R.organizationExport(orgId)}${query ? `?${query}` : ''}`;
}

/** A learner's page cares about their own notices; the organization's view about anyone's. */
export const concernsLearner =
  (userId: string) =>
  (notice: ReadModelChanged): boolean =>
    notice.model === 'skill' && notice.id === userId;
export const concernsAnyLearner = (notice: ReadModelChanged): boolean => notice.model === 'skill';

const learnerTag = (userId: string) => ({ type: 'Skill' as const, id: userId });
const ORG_TAG = { type: 'Skill' as const, id: 'ORG' };

/**
 * The Skills pages (issue 31, docs/adr/0036). The answers are aggregates with no row version, so
 * a notice refetches (once per burst) rather than patching: the learner's page on that learner's
 * notices, the organization's view on any learner's.
 */
export const skillsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLearnerSkills: build.query<LearnerSkills, LearnerSkillsArgs>({
      query: ({ userId, ...period }) => ({ url: R.learner(userId), params: skillPeriodParams(period) }),
      providesTags: (_r, _e, { userId }) => [learnerTag(userId)],
      onCacheEntryAdded: ({ userId }, life) =>
        followCacheEntry(life, () =>
          refetchOnNotices(liveEvents, concernsLearner(userId), () => void life.dispatch(api.util.invalidateTags([learnerTag(userId)])), SKILL_REFETCH_MS),
        ),
    }),
    getOrgSkills: build.query<OrganizationSkills, OrgSkillsArgs>({
      query: ({ orgId, from, to, ...order }) => ({ url: R.organization(orgId), params: { ...skillPeriodParams({ from, to }), ...order } }),
      providesTags: [ORG_TAG],
      onCacheEntryAdded: (_args, life) =>
        followCacheEntry(life, () =>
          refetchOnNotices(liveEvents, concernsAnyLearner, () => void life.dispatch(api.util.invalidateTags([ORG_TAG])), SKILL_REFETCH_MS),
        ),
    }),
    /** The organizations an administrator may pick (names only). */
    skillOrganizations: build.query<NameEntry[], void>({
      query: () => ({ url: DIRECTORY_ROUTES.organizations, params: { names: 1, limit: ORGANIZATION_LIST_LIMIT } }),
      providesTags: [{ type: 'Organization', id: 'LIST' }],
    }),
  }),
});

export const { useGetLearnerSkillsQuery, useGetOrgSkillsQuery, useSkillOrganizationsQuery } = skillsApi;
