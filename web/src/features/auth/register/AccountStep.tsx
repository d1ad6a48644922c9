import { PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FORM_PASSWORD_MESSAGES, passwordProblems } from '@cytocampus/schema';
import { PasswordChecklist } from '../components/PasswordChecklist';

export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

const RULES = [FORM_PASSWORD_MESSAGES.tooShort, FORM_PASSWORD_MESSAGES.mixedCase, FORM_PASSWORD_MESSAGES.number];

/** Registration step 1: who you are and how you sign in. */
export function AccountStep({ form }: { form: UseFormReturnType<AccountValues> }) {
  const failing = passwordProblems(form.values.password, 'form').map(([message]) => message);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="First name" autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <TextInput label="Email" type="email" autoComplete="email" placeholder="you@lab.org" withAsterisk {...form.getInputProps('email')} />
      <PasswordInput label="Password" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
      <PasswordChecklist rules={RULES} failing={failing} />
      <PasswordInput label="Confirm password" autoComplete="new-password" withAsterisk {...form.getInputProps('passwordConfirm')} />
    </Stack>
  );
}
