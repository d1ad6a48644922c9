import { ACCOUNT_ROUTES, type CurrentUser, type LoginRequest, type RegisterRequest, type ResetConfirmRequest, type ResetRequest } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { currentUserReceived } from '../../session/currentUser';

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
  }),
});

export const { useLoginMutation, useRegisterMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = authApi;
