import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, EXPERIENCE, GENDERS, TITLES } from '@cytocampus/schema';
import { DetailSection } from '../../../shared/detail/DetailView';
import { ChoiceSelect } from '../../../shared/forms/ChoiceSelect';
import type { UserFormValues } from './userFormValues';

type Form = UseFormReturnType<UserFormValues>;

/** Name, Bio and Social: the user's own record, under the shared profile rules. */
export function UserProfileSections({ form }: { form: Form }) {
  return (
    <>
      <DetailSection title="Name">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <ChoiceSelect label="Title" placeholder="None" data={TITLES} clearable allowDeselect {...form.getInputProps('bio.title')} />
          <TextInput label="First name" withAsterisk {...form.getInputProps('bio.firstName')} />
          <TextInput label="Middle name" {...form.getInputProps('bio.middleName')} />
          <TextInput label="Last name" withAsterisk {...form.getInputProps('bio.lastName')} />
          <TextInput label="Suffix" {...form.getInputProps('bio.suffix')} />
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Bio">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <TextInput label="Lab Name" {...form.getInputProps('bio.lab')} />
          <TextInput label="Job title" {...form.getInputProps('bio.profession')} />
          <ChoiceSelect label="Years of experience" placeholder="Choose" data={EXPERIENCE} {...form.getInputProps('bio.years')} />
          <ChoiceSelect label="Gender" placeholder="Choose" data={GENDERS} withAsterisk {...form.getInputProps('bio.gender')} />
          <ChoiceSelect label="Country" placeholder="Choose" data={COUNTRIES} withAsterisk {...form.getInputProps('bio.country')} />
          <TextInput label="Zip/Postal Code" {...form.getInputProps('bio.postalCode')} />
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Social" description="How the user appears in the community.">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <TextInput label="Alias" {...form.getInputProps('bio.alias')} />
        </SimpleGrid>
      </DetailSection>
    </>
  );
}
