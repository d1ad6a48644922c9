import {
  ACCOUNT_ROUTES,
  SSO_ROUTES,
  type CurrentUser,
  type LoginRequest,
  type ProviderAuthorization,
  type ProviderCallbackRequest,
  type ProviderLinkRequest,
  type ProviderSignInAnswer,
  type RegisterRequest,
  type ResetConfirmRequest,
  type ResetRequest,
  type SignInProvider,
  type SignInProviderQuery,
  type StartProviderSignInRequest,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { currentUserReceived } from '../../session/currentUser';

/** A sign-in through a provider that ended signed in: the user, and where to go. */
export type ProviderSignedIn = Extract<ProviderSignInAnswer, { status: 'signedIn' }>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ url: ACCOUNT_ROUTES.login, method: 'POST', body }),
      // The answer is the user: it becomes the cached current user (and the guards move on).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(currentUserReceived(result.data));
      },
    }),
    register: build.mutation<CurrentUser, RegisterRequest>({
      query: (body) => ({ url: ACCOUNT_ROUTES.register, method: 'POST', body }),
      // The answer is the user: it becomes the cached current user (and the guards move on).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(currentUserReceived(result.data));
      },
    }),
    requestPasswordReset: build.mutation<{ message: string }, ResetRequest>({
      query: (body) => ({ url: ACCOUNT_ROUTES.reset, method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<unknown, ResetConfirmRequest>({
      query: (body) => ({ url: ACCOUNT_ROUTES.resetConfirm, method: 'POST', body }),
    }),
    /** The sign-in buttons: the enabled providers of the typed e-mail's domain, or of `/login?org=`. */
    signInProviders: build.query<SignInProvider[], SignInProviderQuery>({
      query: (params) => ({ url: SSO_ROUTES.providers, params: { ...params } }),
    }),
    /** Where the browser goes to sign in at the provider (the flow cookie is set meanwhile). */
    startProviderSignIn: build.mutation<ProviderAuthorization, StartProviderSignInRequest>({
      query: (body) => ({ url: SSO_ROUTES.start, method: 'POST', body }),
    }),
    // Unlike login, the two below do not record the user themselves: the page records it and only then
    // navigates to `returnTo`, so the dashboard's guard finds the user there and never sends it back to /login.
    /** The provider's answer, posted by the callback page once. */
    completeProviderSignIn: build.mutation<ProviderSignInAnswer, ProviderCallbackRequest>({
      query: (body) => ({ url: SSO_ROUTES.callback, method: 'POST', body }),
    }),
    /** Links the provider's account to the existing one by its password, and signs in. */
    linkProviderIdentity: build.mutation<ProviderSignedIn, ProviderLinkRequest>({
      // A wrong password shows under its field: not the banner's business.
      query: (body) => ({ url: SSO_ROUTES.link, method: 'POST', body, quietStatuses: [401] }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useSignInProvidersQuery,
  useStartProviderSignInMutation,
  useCompleteProviderSignInMutation,
  useLinkProviderIdentityMutation,
} = authApi;
