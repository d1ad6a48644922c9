import {
  DIRECTORY_ROUTES as R,
  LEARNING_ROUTES,
  ORGANIZATION_LIST_LIMIT,
  type AccessTokenItem,
  type AccessTokenList,
  type AccessTokenRequest,
  type ClearedProgress,
  type GroupItem,
  type GroupWrite,
  type IssuedAccessToken,
  type ImportPreview,
  type ImportResult,
  type ListQuery,
  type NameEntry,
  type OrganizationItem,
  type OrganizationWrite,
  type Page,
  type RawImportResult,
  type UserDetail,
  type UserHistoryEntry,
  type UserListItem,
  type UserListQuery,
  type UserWrite,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import type { QueryValue } from '../../http/request';
import { followingRows, refetchWhenChanged } from '../../realtime/followCacheEntry';

const LIST = 'LIST';

/** List parameters on the wire: several roles are comma separated, unset values are left out. */
export function listQueryParams(query: UserListQuery): Record<string, QueryValue> {
  const { role, ...rest } = query;
  return { ...rest, role: role && role.length > 0 ? role.join(',') : undefined, search: query.search || undefined };
}

export interface ImportRequest {
  csv: string;
  orgId?: string;
}

/** Lists follow their rows: a changed row is patched in or fetched alone, never the whole page. */
const followUserRows = followingRows<UserListItem>('user', R.user);

/** Users, organizations and groups (spec part 1 section 7, part 2 "Organizations and groups"). */
export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Page<UserListItem>, UserListQuery>({
      query: (query) => ({ url: R.users, params: listQueryParams(query) }),
      providesTags: [{ type: 'User', id: LIST }],
      onCacheEntryAdded: followUserRows,
    }),
    getUser: build.query<UserDetail, { id: string; orgId?: string }>({
      query: ({ id, orgId }) => ({ url: R.user(id), params: { orgId } }),
      providesTags: (_result, _error, { id }) => [{ type: 'User', id }],
      // The form shows one user: a newer version of it is fetched again.
      onCacheEntryAdded: ({ id }, life) => refetchWhenChanged(life, 'user', (user) => user ?? null, [{ type: 'User', id }]),
    }),
    getUserHistory: build.query<UserHistoryEntry[], string>({
      query: (id) => ({ url: R.userHistory(id) }),
      // Token issues and revocations are in the history too.
      providesTags: (_result, _error, id) => [
        { type: 'User', id },
        { type: 'AccessToken', id },
      ],
    }),
    /** A user's access tokens (docs/adr/0034); a token notice with a newer version refetches them and the history. */
    listUserTokens: build.query<AccessTokenList, string>({
      query: (id) => ({ url: R.userTokens(id) }),
      providesTags: (_result, _error, id) => [{ type: 'AccessToken', id }],
      onCacheEntryAdded: (id, life) =>
        refetchWhenChanged(life, 'token', (list) => (list ? { id: list.userId, version: list.version } : null), [{ type: 'AccessToken', id }]),
    }),
    issueUserToken: build.mutation<IssuedAccessToken, { userId: string; request: AccessTokenRequest }>({
      query: ({ userId, request }) => ({ url: R.userTokens(userId), method: 'POST', body: request }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'AccessToken', id: userId }],
    }),
    revokeUserToken: build.mutation<AccessTokenItem, { userId: string; tokenId: string }>({
      query: ({ userId, tokenId }) => ({ url: R.userToken(userId, tokenId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'AccessToken', id: userId }],
    }),
    createUser: build.mutation<UserDetail, UserWrite>({
      query: (body) => ({ url: R.users, method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: LIST }, 'Organization', 'Group'],
    }),
    updateUser: build.mutation<UserDetail, { id: string; changes: Partial<UserWrite> }>({
      query: ({ id, changes }) => ({ url: R.user(id), method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, { type: 'User', id: LIST }, 'Organization', 'Group'],
    }),
    deleteUser: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: R.user(id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: LIST }, 'Organization', 'Group'],
    }),
    toggleUserDisabled: build.mutation<{ success: boolean; disabled: boolean }, string>({
      query: (id) => ({ url: R.userDisabled(id), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'User', id },
        { type: 'User', id: LIST },
      ],
    }),
    /** 'Clear Stats': DELETE /stats/{userId}/records without a course clears every course of the user. */
    clearUserStats: build.mutation<ClearedProgress, string>({
      query: (id) => ({ url: LEARNING_ROUTES.statsRecords(id), method: 'DELETE' }),
    }),
    resetUserPassword: build.mutation<{ success: true }, string>({
      query: (email) => ({ url: R.resetPasswordFor, method: 'POST', body: { email } }),
    }),
    rawImportUsers: build.mutation<RawImportResult, string>({
      query: (userJson) => ({ url: R.rawImport, method: 'POST', body: { userJson } }),
      invalidatesTags: [{ type: 'User', id: LIST }, 'Organization', 'Group'],
    }),
    previewUserImport: build.mutation<ImportPreview, ImportRequest>({
      query: (body) => ({ url: R.usersImportPreview, method: 'POST', body }),
    }),
    importUsers: build.mutation<ImportResult, ImportRequest>({
      query: (body) => ({ url: R.usersImport, method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: LIST }, 'Organization', 'Group'],
    }),

    listOrganizations: build.query<Page<OrganizationItem>, ListQuery>({
      query: (query) => ({ url: R.organizations, params: listQueryParams(query) }),
      providesTags: [{ type: 'Organization', id: LIST }],
      onCacheEntryAdded: followingRows<OrganizationItem>('organization', R.organization),
    }),
    organizationNames: build.query<NameEntry[], void>({
      query: () => ({ url: R.organizations, params: { names: 1, limit: ORGANIZATION_LIST_LIMIT } }),
      providesTags: [{ type: 'Organization', id: LIST }],
    }),
    getOrganization: build.query<OrganizationItem, string>({
      query: (id) => ({ url: R.organization(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Organization', id }],
      onCacheEntryAdded: (id, life) => refetchWhenChanged(life, 'organization', (org) => org ?? null, [{ type: 'Organization', id }]),
    }),
    createOrganization: build.mutation<OrganizationItem, OrganizationWrite>({
      query: (body) => ({ url: R.organizations, method: 'POST', body }),
      invalidatesTags: [{ type: 'Organization', id: LIST }],
    }),
    updateOrganization: build.mutation<OrganizationItem, { id: string; changes: Partial<OrganizationWrite> }>({
      query: ({ id, changes }) => ({ url: R.organization(id), method: 'PUT', body: changes }),
      // Every organization entry: the list, this one, and the signed-in user's own organization.
      invalidatesTags: ['Organization'],
    }),
    deleteOrganization: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: R.organization(id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Organization', id: LIST }],
    }),
    listOrganizationMembers: build.query<Page<UserListItem>, { orgId: string; query: UserListQuery }>({
      query: ({ orgId, query }) => ({ url: R.organizationMembers(orgId), params: listQueryParams(query) }),
      providesTags: [{ type: 'User', id: LIST }],
      onCacheEntryAdded: followUserRows,
    }),
    addOrganizationMember: build.mutation<unknown, { orgId: string; userId: string }>({
      query: ({ orgId, userId }) => ({ url: R.organizationMembers(orgId), method: 'POST', body: { userId } }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'User', id: userId }, { type: 'User', id: LIST }, 'Organization', 'Group'],
    }),

    listGroups: build.query<Page<GroupItem>, ListQuery & { orgId: string }>({
      query: (query) => ({ url: R.groups, params: listQueryParams(query) }),
      providesTags: [{ type: 'Group', id: LIST }],
      onCacheEntryAdded: followingRows<GroupItem>('group', R.group),
    }),
    groupNames: build.query<NameEntry[], string>({
      query: (orgId) => ({ url: R.groups, params: { names: 1, orgId } }),
      providesTags: [{ type: 'Group', id: LIST }],
    }),
    getGroup: build.query<GroupItem, string>({
      query: (id) => ({ url: R.group(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Group', id }],
      onCacheEntryAdded: (id, life) => refetchWhenChanged(life, 'group', (group) => group ?? null, [{ type: 'Group', id }]),
    }),
    createGroup: build.mutation<GroupItem, GroupWrite>({
      query: (body) => ({ url: R.groups, method: 'POST', body }),
      invalidatesTags: [{ type: 'Group', id: LIST }],
    }),
    updateGroup: build.mutation<GroupItem, { id: string; changes: Partial<Omit<GroupWrite, 'orgId'>> }>({
      query: ({ id, changes }) => ({ url: R.group(id), method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Group', id },
        { type: 'Group', id: LIST },
        { type: 'User', id: LIST },
      ],
    }),
    deleteGroup: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: R.group(id), method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Group', id: LIST },
        { type: 'User', id: LIST },
      ],
    }),

    curriculumNames: build.query<NameEntry[], void>({
      query: () => ({ url: R.curricula, params: { names: 1 } }),
      providesTags: ['Curriculum'],
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserQuery,
  useGetUserHistoryQuery,
  useListUserTokensQuery,
  useIssueUserTokenMutation,
  useRevokeUserTokenMutation,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useToggleUserDisabledMutation,
  useResetUserPasswordMutation,
  useClearUserStatsMutation,
  useRawImportUsersMutation,
  usePreviewUserImportMutation,
  useImportUsersMutation,
  useListOrganizationsQuery,
  useOrganizationNamesQuery,
  useGetOrganizationQuery,
  useCreateOrganizationMutation,
  useUpdateOrganizationMutation,
  useDeleteOrganizationMutation,
  useListOrganizationMembersQuery,
  useAddOrganizationMemberMutation,
  useListGroupsQuery,
  useGroupNamesQuery,
  useGetGroupQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useDeleteGroupMutation,
  useCurriculumNamesQuery,
} = directoryApi;
