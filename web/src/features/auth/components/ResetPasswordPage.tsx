import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDispatch } from 'react-redux';
import { MSG } from '@cytocampus/contracts';
import { newPasswordForm, passwordProblems, SERVER_PASSWORD_MESSAGES } from '@cytocampus/schema';
import { isApiFailure } from '../../../http/errors';
import { schemaValidator, serverFieldErrors } from '../../../lib/formErrors';
import { focusFirstError, focusFirstInvalid } from '../../../shared/forms/focusFirstInvalid';
import { noticePosted } from '../../../session/sessionSlice';
import { useConfirmPasswordResetMutation } from '../api';
import { AuthLayout } from './AuthLayout';
import { PasswordChecklist } from './PasswordChecklist';

const RULES = [SERVER_PASSWORD_MESSAGES.tooShort, SERVER_PASSWORD_MESSAGES.lowerCase, SERVER_PASSWORD_MESSAGES.upperCase, SERVER_PASSWORD_MESSAGES.number];

function InvalidLink({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" role="alert">
        {message}
      </Alert>
      <Text fz="sm" c="dimmed">
        Reset links can be used once and expire after a while. Request a new one from the sign-in screen with “Forgot your password?”.
      </Text>
      <Button component={Link} to="/login" variant="light">
        Back to sign in
      </Button>
    </Stack>
  );
}

/** The page of the reset e-mail's link: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [confirmReset, { isLoading, error }] = useConfirmPasswordResetMutation();
  const form = useForm({ initialValues: { password: '', passwordConfirm: '' }, validate: schemaValidator(newPasswordForm) });

  const submit = form.onSubmit(async ({ password }) => {
    const result = await confirmReset({ token, password });
    if (result.error) {
      if (isApiFailure(result.error)) {
        form.setErrors(serverFieldErrors(result.error));
        focusFirstInvalid();
      }
      return;
    }
    dispatch(noticePosted({ message: 'Your password has been changed. Sign in with your new password.', tone: 'success' }));
    await navigate('/login', { replace: true });
  }, focusFirstError);

  const tokenRejected = isApiFailure(error) && error.field === 'token' ? error.message : null;
  const otherFailure = isApiFailure(error) && error.field === null ? error.message : null;

  return (
    <AuthLayout title="Choose a New Password">
      <Stack gap={6} mb="xl">
        <Title order={1} fz={30} fw={700}>
          Choose a new password
        </Title>
        <Text c="dimmed">Your new password replaces the old one on every device.</Text>
      </Stack>
      {!token || tokenRejected ? (
        <InvalidLink message={tokenRejected ?? MSG.resetLinkInvalid} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="New password">
          <Stack gap="md">
            {otherFailure && (
              <Alert color="red" variant="light" role="alert">
                {otherFailure}
              </Alert>
            )}
            <PasswordInput label="New password" autoComplete="new-password" size="md" {...form.getInputProps('password')} />
            <PasswordChecklist rules={RULES} failing={passwordProblems(form.values.password, 'server').map(([message]) => message)} />
            <PasswordInput label="Confirm new password" autoComplete="new-password" size="md" {...form.getInputProps('passwordConfirm')} />
            <Button type="submit" size="md" fullWidth loading={isLoading}>
              Set Password
            </Button>
            <Anchor component={Link} to="/login" fz="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
