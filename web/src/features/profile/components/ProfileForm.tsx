import { useEffect, useEffectEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CurrentUser } from '@cytocampus/contracts';
import { COUNTRIES, EXPERIENCE, GENDERS, profileForm, TITLES, validate } from '@cytocampus/schema';
import { isApiFailure } from '../../../http/errors';
import { firstErrorPerField, serverFieldErrors } from '../../../lib/formErrors';
import { showToast } from '../../../shared/feedback/toast';
import { ChoiceSelect } from '../../../shared/forms/ChoiceSelect';
import { useLeaveWarning } from '../../../shared/navigation/useLeaveWarning';
import { useUpdateProfileMutation } from '../api';
import { changedFields, profileValuesOf, toProfileInput, type ProfileValues } from '../profileValues';

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = `profile-${title.toLowerCase()}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Title order={3} fz="lg" id={id}>
        {title}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}

/** The user's own name and bio; a change made in another tab refreshes it unless it has edits. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const form = useForm<ProfileValues>({
    initialValues: profileValuesOf(user.bio),
    validate: (values) => firstErrorPerField(validate(profileForm, toProfileInput(values)).errors),
  });
  const dirty = form.isDirty();
  useLeaveWarning(dirty);

  // A newer record (saved here or in another tab) replaces the form, unless the user is editing.
  const showSaved = useEffectEvent((bio: CurrentUser['bio']) => {
    if (form.isDirty()) return;
    const saved = profileValuesOf(bio);
    form.setInitialValues(saved);
    form.setValues(saved);
  });
  useEffect(() => showSaved(user.bio), [user.bio]);

  const submit = form.onSubmit(async (values) => {
    const changes = changedFields(values, form.getInitialValues());
    const result = await updateProfile(changes);
    if (result.error) {
      if (isApiFailure(result.error)) form.setErrors(serverFieldErrors(result.error, (field) => field.replace(/^bio\./, '')));
      showToast({ title: 'Profile not saved', message: isApiFailure(result.error) ? result.error.message : 'Please try again.' });
      return;
    }
    const saved = profileValuesOf(result.data.bio);
    form.setInitialValues(saved);
    form.setValues(saved);
    showToast({ message: 'Your profile has been saved.', level: 'info' });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="lg">
        <Section title="Name" description="How you appear on certificates and to your organization.">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <ChoiceSelect label="Title" placeholder="None" data={TITLES} clearable allowDeselect {...form.getInputProps('title')} />
            <TextInput label="First name" autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
            <TextInput label="Middle name" autoComplete="additional-name" {...form.getInputProps('middleName')} />
            <TextInput label="Last name" autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
            <TextInput label="Suffix" autoComplete="honorific-suffix" {...form.getInputProps('suffix')} />
            <TextInput label="Alias" description="Shown in the community" {...form.getInputProps('alias')} />
          </SimpleGrid>
        </Section>
        <Section title="Bio" description="Your lab and professional background.">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <TextInput label="Lab Name" autoComplete="organization" {...form.getInputProps('lab')} />
            <TextInput label="Job title" autoComplete="organization-title" {...form.getInputProps('profession')} />
            <ChoiceSelect label="Years of experience" placeholder="Choose" data={EXPERIENCE} {...form.getInputProps('years')} />
            <ChoiceSelect label="Gender" placeholder="Choose" data={GENDERS} withAsterisk {...form.getInputProps('gender')} />
            <ChoiceSelect label="Country" placeholder="Choose" data={COUNTRIES} autoComplete="country" withAsterisk {...form.getInputProps('country')} />
            <TextInput label="Zip/Postal Code" autoComplete="postal-code" {...form.getInputProps('postalCode')} />
          </SimpleGrid>
        </Section>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!dirty || isLoading} onClick={() => form.reset()}>
            Discard Changes
          </Button>
          <Button type="submit" disabled={!dirty} loading={isLoading}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
