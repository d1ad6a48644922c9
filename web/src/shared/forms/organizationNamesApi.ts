import { DIRECTORY_ROUTES, ORGANIZATION_LIST_LIMIT, type NameEntry } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';

/**
 * Every organization's name, for a picker on an administrator's screen (GET /organizations?names=1).
 * Here, beside the pickers, so that a feature needing one does not write its own copy of the call
 * (features never import each other; several kept their own before this one).
 */
export const organizationNamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    allOrganizationNames: build.query<NameEntry[], void>({
      query: () => ({ url: DIRECTORY_ROUTES.organizations, params: { names: 1, limit: ORGANIZATION_LIST_LIMIT } }),
      providesTags: [{ type: 'Organization', id: 'LIST' }],
    }),
  }),
});

export const { useAllOrganizationNamesQuery } = organizationNamesApi;
