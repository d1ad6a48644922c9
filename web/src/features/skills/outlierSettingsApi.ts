import { SKILL_OUTLIER_ROUTES, type SkillOutlierSettings } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';

const settingsTag = (orgId: string) => ({ type: 'Skill' as const, id: `SETTINGS-${orgId}` });
/** The organization's view marks its outliers by the thresholds: a change asks it again. */
const ORG_VIEW_TAG = { type: 'Skill' as const, id: 'ORG' };

/** An organization's outlier thresholds (docs/adr/0036): its managers and admins read and change them. */
export const outlierSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutlierSettings: build.query<SkillOutlierSettings, string>({
      query: (orgId) => ({ url: SKILL_OUTLIER_ROUTES.settings(orgId) }),
      providesTags: (_r, _e, orgId) => [settingsTag(orgId)],
    }),
    changeOutlierSettings: build.mutation<SkillOutlierSettings, { orgId: string; body: SkillOutlierSettings }>({
      // A refusal shows under its field: not the banner's business.
      query: ({ orgId, body }) => ({ url: SKILL_OUTLIER_ROUTES.settings(orgId), method: 'PUT', body, quietStatuses: [400] }),
      invalidatesTags: (_r, error, { orgId }) => (error ? [] : [settingsTag(orgId), ORG_VIEW_TAG]),
    }),
  }),
});

export const { useGetOutlierSettingsQuery, useChangeOutlierSettingsMutation } = outlierSettingsApi;
