import {
  CONTENT_PATHS,
  DIRECTORY_ROUTES,
  ORGANIZATION_LIST_LIMIT,
  type AuthoredType,
  type ContentItem,
  type ContentListQuery,
  type CourseItemEntry,
  type CurriculumModuleEntry,
  type NameEntry,
  type Page,
  type PtSetCheck,
  PT_CONTENT_ROUTES,
} from '@cytocampus/contracts';
import { api, type Tag } from '../../http/baseApi';
import { followingRows, refetchWhenChanged } from '../../realtime/followCacheEntry';

const path = (type: AuthoredType) => `/${CONTENT_PATHS[type]}`;
const itemUrl = (type: AuthoredType, id: string) => `${path(type)}/${encodeURIComponent(id)}`;

/** Slides are not an authored type: their name list lives at /slides (the slides feature owns their screens). */
const SLIDES_PATH = '/slides';

export interface ContentRef {
  type: AuthoredType;
  /** A revision id, or an item id (its current revision). */
  id: string;
}

/**
 * Any change can rename an item, change its state or its revisions, so every content query is
 * refetched; assignments also feed the group form's assignment names.
 */
const changed = (type: AuthoredType): Tag[] => (type === 'curriculum' ? ['Content', 'Curriculum'] : ['Content']);

/** Content items of every authored type (spec part 2 section 7, part 3 "Generic content list"). */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.query<Page<ContentItem>, { type: AuthoredType; query: ContentListQuery }>({
      query: ({ type, query }) => ({ url: path(type), params: { ...query, search: query.search || undefined } }),
      providesTags: ['Content'],
      // The list page watches the rooms of the items it shows (useItemRooms with contentRooms); their rows follow the notices.
      onCacheEntryAdded: followingRows<ContentItem, { type: AuthoredType }>('content', (id, { type }) => itemUrl(type, id)),
    }),
    /** A picker's names (names=1), every one of them: the API's default page would cut the list. */
    contentNames: build.query<NameEntry[], { type: AuthoredType; orgId?: string }>({
      query: ({ type, orgId }) => ({ url: path(type), params: { names: 1, limit: ORGANIZATION_LIST_LIMIT, orgId } }),
      providesTags: ['Content'],
    }),
    getContent: build.query<ContentItem, ContentRef>({
      query: ({ type, id }) => ({ url: itemUrl(type, id) }),
      providesTags: (_item, _error, { id }) => ['Content', { type: 'Content', id }],
      // The page watches the item's room; a newer version is fetched again.
      onCacheEntryAdded: ({ id }, life) => refetchWhenChanged(life, 'content', (item) => item ?? null, [{ type: 'Content', id }]),
    }),
    /** POST /{path}?orgId=: in an organization's area the item is that organization's. */
    createContent: build.mutation<ContentItem, { type: AuthoredType; fields: Record<string, unknown>; orgId?: string }>({
      query: ({ type, fields, orgId }) => ({ url: orgId ? `${path(type)}?orgId=${encodeURIComponent(orgId)}` : path(type), method: 'POST', body: fields }),
      invalidatesTags: (_result, _error, { type }) => changed(type),
    }),
    /** PUT /{path}/{id} with {[type]: changes}, as the spec's client sends it. */
    updateContent: build.mutation<ContentItem, ContentRef & { changes: Record<string, unknown> }>({
      query: ({ type, id, changes }) => ({ url: itemUrl(type, id), method: 'PUT', body: { [type]: changes } }),
      invalidatesTags: (_result, _error, { type }) => changed(type),
    }),
    setContentActive: build.mutation<ContentItem, ContentRef & { active: boolean }>({
      query: ({ type, id, active }) => ({ url: itemUrl(type, id), method: 'PUT', body: active ? { activate: true } : { deactivate: true } }),
      invalidatesTags: (_result, _error, { type }) => changed(type),
    }),
    lockContent: build.mutation<ContentItem, ContentRef & { locked: boolean }>({
      query: ({ type, id, locked }) => ({ url: `${itemUrl(type, id)}/lock`, method: 'PUT', body: { locked } }),
      invalidatesTags: (_result, _error, { type }) => changed(type),
    }),
    deleteContent: build.mutation<{ success: true }, ContentRef>({
      query: ({ type, id }) => ({ url: itemUrl(type, id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { type }) => changed(type),
    }),
    /** GET /tests/proficiency-set: a proficiency test's counts per category and first broken rule, as saving would answer (issue 30). */
    checkPtSet: build.query<PtSetCheck, { size: 10 | 20; pool?: string; slides?: string[]; orgId?: string }>({
      query: ({ size, pool, slides, orgId }) => ({
        url: PT_CONTENT_ROUTES.set,
        params: { size, orgId, ...(pool ? { pool } : { slides: (slides ?? []).join(',') }) },
      }),
      // A slide's solution may change while the editor is open: a slide or content change checks again.
      providesTags: ['Content', 'Slide'],
    }),
    /** A new, inactive revision of the item (ADR 0011). */
    reviseContent: build.mutation<ContentItem, ContentRef>({
      query: ({ type, id }) => ({ url: `${itemUrl(type, id)}/revision`, method: 'POST' }),
      invalidatesTags: (_result, _error, { type }) => changed(type),
    }),
    /** GET /modules/{id}/items: the course's items with their names and states. */
    courseItems: build.query<CourseItemEntry[], string>({
      query: (id) => ({ url: `${itemUrl('module', id)}/items` }),
      providesTags: ['Content'],
    }),
    /** GET /curricula/{id}/modules: the assignment's course names, for readers who may not list courses. */
    curriculumModules: build.query<CurriculumModuleEntry[], string>({
      query: (id) => ({ url: `${itemUrl('curriculum', id)}/modules` }),
      providesTags: ['Content'],
    }),
    /** Slide names for the course and slide test pickers (slides are listed at /slides; their changes tag 'Slide'). */
    slideNames: build.query<NameEntry[], { orgId?: string }>({
      query: ({ orgId }) => ({ url: SLIDES_PATH, params: { names: 1, limit: ORGANIZATION_LIST_LIMIT, orgId } }),
      providesTags: ['Content', 'Slide'],
    }),
    /** Organizations to share site content with (the admin side only). */
    sharingOrganizationNames: build.query<NameEntry[], void>({
      query: () => ({ url: DIRECTORY_ROUTES.organizations, params: { names: 1, limit: ORGANIZATION_LIST_LIMIT } }),
      providesTags: [{ type: 'Organization', id: 'LIST' }],
    }),
  }),
});

export const {
  useListContentQuery,
  useContentNamesQuery,
  useGetContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useSetContentActiveMutation,
  useLockContentMutation,
  useDeleteContentMutation,
  useReviseContentMutation,
  useCheckPtSetQuery,
  useCourseItemsQuery,
  useCurriculumModulesQuery,
  useSlideNamesQuery,
  useSharingOrganizationNamesQuery,
} = contentApi;
