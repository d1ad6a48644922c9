import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DetailSection } from '../../../shared/detail/DetailView';
import type { UserFormValues } from './userFormValues';

/** Contact: the e-mail the user signs in with; a new user may get a password at once. */
export function UserContactSection({ form, isNew }: { form: UseFormReturnType<UserFormValues>; isNew: boolean }) {
  return (
    <DetailSection title="Contact">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Email" type="email" autoComplete="off" withAsterisk {...form.getInputProps('email')} />
        {isNew && (
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="Leave empty to send the user an email with a link to choose one."
            {...form.getInputProps('password')}
          />
        )}
      </SimpleGrid>
    </DetailSection>
  );
}
