import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { loginFormChecks } from '@cytocampus/schema';
import { isApiFailure } from '../../../http/errors';
import { checksValidator, serverFieldErrors } from '../../../lib/formErrors';
import { focusFirstError, focusFirstInvalid } from '../../../shared/forms/focusFirstInvalid';
import { useLinkProviderIdentityMutation } from '../api';
import { Honeypot } from './Honeypot';
import { useFinishProviderSignIn } from './useFinishProviderSignIn';

interface LinkValues {
  password: string;
  website: string;
}

/**
 * The existing account's password, asked once before a provider signs in to it: an e-mail the
 * provider vouches for does not take over an account by itself. The e-mail is the provider's and
 * cannot be changed here; an account without a password gets one through "Forgot your password?".
 */
export function LinkAccountForm({ email, onForgotPassword }: { email: string; onForgotPassword: () => void }) {
  const [link, { isLoading, error, reset }] = useLinkProviderIdentityMutation();
  const finish = useFinishProviderSignIn();
  const form = useForm<LinkValues>({
    initialValues: { password: '', website: '' },
    validate: checksValidator<LinkValues>({ password: loginFormChecks.password }),
    onValuesChange: () => reset(),
  });

  const submit = form.onSubmit(async (values) => {
    const result = await link(values);
    if (result.data) await finish(result.data);
    else if (isApiFailure(result.error)) {
      form.setErrors(serverFieldErrors(result.error));
      focusFirstInvalid();
    }
  }, focusFirstError);
  // A wrong password shows under its field; the rest (the link expired, the account deactivated) above the form.
  const message = isApiFailure(error) && error.field === null ? error.message : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Link your account">
      <Stack gap="md">
        {message && (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="username" size="md" value={email} readOnly />
        <PasswordInput label="Password" autoComplete="current-password" size="md" {...form.getInputProps('password')} />
        <Honeypot {...form.getInputProps('website')} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" fz="sm" onClick={onForgotPassword}>
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={isLoading}>
          Link and Sign In
        </Button>
        <Anchor component={Link} to="/login" fz="sm" ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
