import {
  DIRECTORY_ROUTES,
  TEACHING_ROUTES,
  type AnswerPollRequest,
  type NameEntry,
  type StartTeachingRequest,
  type TeachingSession,
  type TeachingSessionSummary,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { applyTeachingNotice } from './liveSession';

type Action = 'join' | 'poll' | 'closePoll' | 'reveal' | 'end';
const ACTION_ROUTES: Record<Action, (id: string) => string> = {
  join: TEACHING_ROUTES.join,
  poll: TEACHING_ROUTES.poll,
  closePoll: TEACHING_ROUTES.closePoll,
  reveal: TEACHING_ROUTES.reveal,
  end: TEACHING_ROUTES.end,
};

/** The live teaching calls (docs/adr/0030). Every command answers the session, which replaces the cached one. */
export const teachingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /teaching/sessions: refetched when a session of the organization starts or ends (the socket is in its organization's room). */
    listTeachingSessions: build.query<TeachingSessionSummary[], void>({
      query: () => ({ url: TEACHING_ROUTES.sessions }),
      onCacheEntryAdded: (_arg, life) =>
        followCacheEntry(life, () =>
          liveEvents.on('changed', (notice) => {
            if (notice.model === 'teaching')
              void life.dispatch(teachingApi.endpoints.listTeachingSessions.initiate(undefined, { subscribe: false, forceRefetch: true }));
          }),
        ),
    }),
    /** GET /teaching/sessions/{id}: follows the session's notices (its room is joined by the page's watch). */
    getTeachingSession: build.query<TeachingSession, string>({
      query: (id) => ({ url: TEACHING_ROUTES.session(id), quietStatuses: [404] }),
      onCacheEntryAdded: (id, life) =>
        followCacheEntry(life, (current) =>
          liveEvents.on('changed', (notice) => {
            if (notice.model !== 'teaching' || notice.id !== id) return;
            const outcome = applyTeachingNotice(current(), notice);
            if (outcome.kind === 'patch') life.updateCachedData(() => outcome.next);
            else if (outcome.kind === 'fetch')
              void life.dispatch(teachingApi.endpoints.getTeachingSession.initiate(id, { subscribe: false, forceRefetch: true }));
          }),
        ),
    }),
    startTeachingSession: build.mutation<TeachingSession, StartTeachingRequest & { id: string }>({
      query: (body) => ({ url: TEACHING_ROUTES.sessions, method: 'POST', body }),
      onQueryStarted: (_body, life) => keepSession(life),
    }),
    teachingAction: build.mutation<TeachingSession, { id: string; action: Action }>({
      query: ({ id, action }) => ({ url: ACTION_ROUTES[action](id), method: 'POST', body: {} }),
      onQueryStarted: (_arg, life) => keepSession(life),
    }),
    handTeachingControl: build.mutation<TeachingSession, { id: string; userId: string | null }>({
      query: ({ id, userId }) => ({ url: TEACHING_ROUTES.control(id), method: 'POST', body: { userId } }),
      onQueryStarted: (_arg, life) => keepSession(life),
    }),
    answerTeachingPoll: build.mutation<TeachingSession, AnswerPollRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: TEACHING_ROUTES.answer(id), method: 'POST', body }),
      onQueryStarted: (_arg, life) => keepSession(life),
    }),
    /** GET /teaching/slides: the slides the instructor may start a session on (names, by name). */
    teachingSlides: build.query<NameEntry[], void>({
      query: () => ({ url: TEACHING_ROUTES.slides }),
    }),
    /** The groups of the instructor's organization (names only). */
    teachingGroups: build.query<NameEntry[], string>({
      query: (orgId) => ({ url: DIRECTORY_ROUTES.groups, params: { names: 1, orgId } }),
    }),
  }),
});

/**
 * A command's answer is the session as the caller sees it: it replaces the cached one, unless a
 * notice already brought a newer version (then only the caller's own side is taken from it).
 */
async function keepSession(life: {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: TeachingSession }>;
}): Promise<void> {
  const session = await life.queryFulfilled.then((result) => result.data).catch(() => null);
  if (!session) return;
  const cached = teachingApi.endpoints.getTeachingSession.select(session.id)(life.getState() as never).data;
  if (cached && cached.version > session.version)
    await life.dispatch(
      teachingApi.util.updateQueryData('getTeachingSession', session.id, (draft) => {
        draft.me = session.me;
      }),
    );
  else await life.dispatch(teachingApi.util.upsertQueryData('getTeachingSession', session.id, session));
}

export const {
  useListTeachingSessionsQuery,
  useGetTeachingSessionQuery,
  useStartTeachingSessionMutation,
  useTeachingActionMutation,
  useHandTeachingControlMutation,
  useAnswerTeachingPollMutation,
  useTeachingSlidesQuery,
  useTeachingGroupsQuery,
} = teachingApi;
