import {
  SKILL_OUTLIER_ROUTES,
  THREAD_ROUTES,
  type CommunityList,
  type ConversationPeopleQuery,
  type CreateThreadRequest,
  type EditMessageRequest,
  type PersonRef,
  type PostMessageRequest,
  type ThreadAlerts,
  type ThreadDetail,
  type ThreadListQuery,
  type ThreadMessage,
  type ThreadPage,
  type ThreadSummary,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { fetchRow } from '../../realtime/followCacheEntry';
import { selectCurrentUser, type StateWithApi } from '../../session/currentUser';
import { followAlerts, followThreadDetail, followThreadList } from './followThreads';
import { applySummary, upsertMessage } from './liveThreads';

const LIST_TAG = { type: 'Thread' as const, id: 'LIST' };
const ALERTS_TAG = { type: 'Thread' as const, id: 'ALERTS' };
const threadTag = (id: string) => ({ type: 'Thread' as const, id });

/** One thread's summary as the viewer sees it; null when it is gone or no longer readable (404, 403). */
const fetchSummary = (threadId: string) => fetchRow<ThreadSummary>(THREAD_ROUTES.summary(threadId));

export interface ThreadTarget {
  threadId: string;
}

/** The community calls (spec part 3 section 7 "Threads"; part 1 `PUT /user/visit/...`). */
export const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /threads: community threads, an organization's (`ref`) or the viewer's conversations; the rows follow their notices. */
    listThreads: build.query<ThreadPage, ThreadListQuery>({
      query: (params) => ({ url: THREAD_ROUTES.threads, params: { ...params } }),
      providesTags: [LIST_TAG],
      onCacheEntryAdded: (query, life) =>
        followThreadList(query, life, {
          viewer: () => selectCurrentUser(life.getState() as StateWithApi),
          refetch: () => void life.dispatch(communityApi.endpoints.listThreads.initiate(query, { subscribe: false, forceRefetch: true })),
          fetchSummary,
        }),
    }),
    /** GET /threads/alerts: the Messages and Notifications tabs and the bell's count; refetched once per burst of notices. */
    threadAlerts: build.query<ThreadAlerts, void>({
      // Every signed-in user: the lists they may not read come empty, the outlier notifications beside them.
      query: () => THREAD_ROUTES.alerts,
      providesTags: [ALERTS_TAG],
      onCacheEntryAdded: (_arg, life) =>
        followAlerts(life, {
          refetch: () => void life.dispatch(communityApi.endpoints.threadAlerts.initiate(undefined, { subscribe: false, forceRefetch: true })),
        }),
    }),
    /** GET /threads/people: whom the viewer may start a conversation with. */
    threadPeople: build.query<PersonRef[], ConversationPeopleQuery>({
      query: (params) => ({ url: THREAD_ROUTES.people, params: { ...params } }),
      keepUnusedDataFor: 30,
    }),
    /**
     * GET /threads/{id}: the thread with its newest messages; null when the viewer may not read it or
     * it does not exist (404: the page says so, not the error banner). The page watches its room.
     */
    getThread: build.query<ThreadDetail | null, string>({
      async queryFn(threadId, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: THREAD_ROUTES.thread(threadId), quietStatuses: [404, 403] });
        if (result.error) return result.error.status === 404 || result.error.status === 403 ? { data: null } : { error: result.error };
        return { data: result.data as ThreadDetail };
      },
      providesTags: (_detail, _error, threadId) => [threadTag(threadId)],
      onCacheEntryAdded: (threadId, life) =>
        followThreadDetail(threadId, life, {
          viewer: () => selectCurrentUser(life.getState() as StateWithApi),
          refetch: () => void life.dispatch(communityApi.endpoints.getThread.initiate(threadId, { subscribe: false, forceRefetch: true })),
          fetchSummary,
        }),
    }),
    /**
     * GET /threads/{id}?before= (older messages, 'Load older messages') or ?poll= (only those newer,
     * after joining the room): merged into the page's cached thread.
     */
    threadMessages: build.mutation<ThreadDetail, ThreadTarget & ({ before: number } | { poll: number })>({
      query: ({ threadId, ...params }) => ({ url: THREAD_ROUTES.thread(threadId), params }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then((result) => result.data).catch(() => null);
        if (!answer) return;
        dispatch(
          communityApi.util.updateQueryData('getThread', arg.threadId, (detail) => {
            if (!detail) return;
            const older = 'before' in arg;
            for (const message of answer.messages) upsertMessage(detail, message, older);
            if (older) detail.hasMore = answer.hasMore;
          }),
        );
      },
    }),
    /** POST /threads: a new thread (or conversation) with its first message. */
    createThread: build.mutation<ThreadDetail, CreateThreadRequest>({
      query: (body) => ({ url: THREAD_ROUTES.threads, method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then((result) => result.data).catch(() => null);
        if (answer) await dispatch(communityApi.util.upsertQueryData('getThread', answer.id, answer));
      },
      invalidatesTags: (answer) => (answer ? [LIST_TAG] : []),
    }),
    /** POST /threads/{id}: the message shows at once (its notice then changes nothing). */
    postMessage: build.mutation<ThreadMessage, ThreadTarget & { body: PostMessageRequest }>({
      query: ({ threadId, body }) => ({ url: THREAD_ROUTES.thread(threadId), method: 'POST', body }),
      onQueryStarted: (arg, life) => putMessage(arg.threadId, life),
    }),
    /** PUT /threads/{id}/messages/{messageId}. */
    editMessage: build.mutation<ThreadMessage, ThreadTarget & { messageId: string; body: EditMessageRequest }>({
      query: ({ threadId, messageId, body }) => ({ url: THREAD_ROUTES.message(threadId, messageId), method: 'PUT', body }),
      onQueryStarted: (arg, life) => putMessage(arg.threadId, life),
    }),
    /** DELETE /threads/{id}/messages/{messageId}. */
    deleteMessage: build.mutation<unknown, ThreadTarget & { messageId: string }>({
      query: ({ threadId, messageId }) => ({ url: THREAD_ROUTES.message(threadId, messageId), method: 'DELETE' }),
      async onQueryStarted({ threadId, messageId }, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          communityApi.util.updateQueryData('getThread', threadId, (detail) => {
            if (detail) detail.messages = detail.messages.filter((message) => message.id !== messageId);
          }),
        );
      },
    }),
    /** PUT /threads/{id} {title}: answers the thread's summary, which the page takes at once. */
    renameThread: build.mutation<ThreadSummary, ThreadTarget & { title: string }>({
      query: ({ threadId, title }) => ({ url: THREAD_ROUTES.thread(threadId), method: 'PUT', body: { title } }),
      onQueryStarted: (arg, life) => putSummary(arg.threadId, life),
    }),
    /** PUT /threads/{id}/lock {locked}. */
    lockThread: build.mutation<ThreadSummary, ThreadTarget & { locked: boolean }>({
      query: ({ threadId, locked }) => ({ url: THREAD_ROUTES.lock(threadId), method: 'PUT', body: { locked } }),
      onQueryStarted: (arg, life) => putSummary(arg.threadId, life),
    }),
    /** PUT /threads/{id}/sticky {sticky}. */
    stickThread: build.mutation<ThreadSummary, ThreadTarget & { sticky: boolean }>({
      query: ({ threadId, sticky }) => ({ url: THREAD_ROUTES.sticky(threadId), method: 'PUT', body: { sticky } }),
      onQueryStarted: (arg, life) => putSummary(arg.threadId, life),
    }),
    /** DELETE /threads/{id}: the lists drop it (their notices); the page leaves. */
    deleteThread: build.mutation<unknown, string>({
      query: (threadId) => ({ url: THREAD_ROUTES.thread(threadId), method: 'DELETE' }),
      invalidatesTags: (_answer, error) => (error ? [] : [LIST_TAG, ALERTS_TAG]),
    }),
    /** PUT /user/visit/thread: opening a thread sets its read time (the alerts and the lists' unread flags follow). */
    visitThread: build.mutation<unknown, string>({
      query: (threadId) => ({ url: THREAD_ROUTES.visitThread, method: 'PUT', body: { threadId }, quietStatuses: [403, 404] }),
      invalidatesTags: (_answer, error) => (error ? [] : [ALERTS_TAG]),
    }),
    /** PUT /skills/notices/{id}/read: opening an outlier notification marks it read (docs/adr/0036); the alerts follow. */
    readOutlierNotice: build.mutation<unknown, string>({
      query: (noticeId) => ({ url: SKILL_OUTLIER_ROUTES.read(noticeId), method: 'PUT', quietStatuses: [404] }),
      invalidatesTags: (_answer, error) => (error ? [] : [ALERTS_TAG]),
    }),
    /** PUT /user/visit/{list}: visiting a list sets its last-check time (spec part 1 section 4). */
    visitList: build.mutation<unknown, CommunityList>({
      query: (list) => ({ url: THREAD_ROUTES.visit(list), method: 'PUT', quietStatuses: [403] }),
      invalidatesTags: (_answer, error) => (error ? [] : [ALERTS_TAG]),
    }),
  }),
});

/** A message the server answered with goes into the thread page's cache at once. */
async function putMessage(
  threadId: string,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ThreadMessage }> },
): Promise<void> {
  const message = await queryFulfilled.then((result) => result.data).catch(() => null);
  if (!message) return;
  dispatch(communityApi.util.updateQueryData('getThread', threadId, (detail) => void (detail && upsertMessage(detail, message))));
}

/** A moderation's answer (the thread's summary) goes into the thread page's cache at once. */
async function putSummary(
  threadId: string,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ThreadSummary }> },
): Promise<void> {
  const summary = await queryFulfilled.then((result) => result.data).catch(() => null);
  if (!summary) return;
  dispatch(
    communityApi.util.updateQueryData('getThread', threadId, (detail) => {
      if (detail) applySummary(detail, summary);
    }),
  );
}

export const {
  useListThreadsQuery,
  useThreadAlertsQuery,
  useReadOutlierNoticeMutation,
  useThreadPeopleQuery,
  useGetThreadQuery,
  useThreadMessagesMutation,
  useCreateThreadMutation,
  usePostMessageMutation,
  useEditMessageMutation,
  useDeleteMessageMutation,
  useRenameThreadMutation,
  useLockThreadMutation,
  useStickThreadMutation,
  useDeleteThreadMutation,
  useVisitThreadMutation,
  useVisitListMutation,
} = communityApi;
