import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginFormChecks } from '@cytocampus/schema';
import { checksValidator } from '../../../lib/formErrors';
import { focusFirstError } from '../../../shared/forms/focusFirstInvalid';
import { useLoginMutation } from '../api';
import { Honeypot } from './Honeypot';

interface LoginValues {
  email: string;
  password: string;
  website: string;
}

interface LoginFormProps {
  onForgotPassword: (email: string) => void;
  /** The e-mail as it is typed: its domain may sign in through a provider (ProviderButtons). */
  onEmailChange?: (email: string) => void;
}

/** Email and password; on success the guard sends the user on (original path or dashboard). */
export function LoginForm({ onForgotPassword, onEmailChange }: LoginFormProps) {
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', website: '' },
    validate: checksValidator(loginFormChecks),
    onValuesChange: (values) => {
      reset();
      onEmailChange?.(values.email);
    },
  });

  const submit = form.onSubmit((values) => void login(values), focusFirstError);
  const message = error && 'message' in error ? error.message : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {message && (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="username" placeholder="you@lab.org" size="md" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" size="md" {...form.getInputProps('password')} />
        <Honeypot {...form.getInputProps('website')} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" fz="sm" onClick={() => onForgotPassword(form.values.email)}>
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={isLoading}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
