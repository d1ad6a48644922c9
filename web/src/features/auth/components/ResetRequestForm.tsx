import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@cytocampus/contracts';
import { resetRequestFormChecks } from '@cytocampus/schema';
import { checksValidator } from '../../../lib/formErrors';
import { focusFirstError } from '../../../shared/forms/focusFirstInvalid';
import { useRequestPasswordResetMutation } from '../api';

/** Reset mode of the sign-in screen: email only; the answer never says whether the account exists. */
export function ResetRequestForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [requestReset, { isLoading, data, error }] = useRequestPasswordResetMutation();
  const form = useForm({ initialValues: { email: initialEmail }, validate: checksValidator(resetRequestFormChecks) });
  const submit = form.onSubmit((values) => void requestReset(values), focusFirstError);
  const failure = error && 'message' in error ? error.message : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        {data ? (
          <Alert color="teal" variant="light" role="status">
            {data.message || MSG.resetSent}
          </Alert>
        ) : (
          <Text c="dimmed" fz="sm">
            Enter the email address of your account and we will send you a link to choose a new password.
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="username" placeholder="you@lab.org" size="md" {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={isLoading}>
          Send Reset Link
        </Button>
        <Anchor component="button" type="button" fz="sm" onClick={onBack} ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
