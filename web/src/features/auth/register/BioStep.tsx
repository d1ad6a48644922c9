import { Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, EXPERIENCE, JOB_TITLES, OTHER_JOB_TITLE, OTHER_REFERRAL, REFERRAL_SOURCES } from '@cytocampus/schema';
import { ChoiceSelect } from '../../../shared/forms/ChoiceSelect';

export interface BioValues {
  lab: string;
  years: string | null;
  jobTitle: string | null;
  jobTitleOther: string;
  country: string | null;
  postalCode: string;
  referral: string | null;
  referralOther: string;
  siteUsageEmail: boolean;
}

/** Registration step 2: the lab and professional background. */
export function BioStep({ form }: { form: UseFormReturnType<BioValues> }) {
  const { jobTitle, referral, siteUsageEmail } = form.values;
  return (
    <Stack gap="md">
      <TextInput label="Lab Name" autoComplete="organization" withAsterisk {...form.getInputProps('lab')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceSelect label="Years of experience" placeholder="Choose" data={EXPERIENCE} withAsterisk {...form.getInputProps('years')} />
        <ChoiceSelect label="Job title" placeholder="Choose" data={JOB_TITLES} withAsterisk {...form.getInputProps('jobTitle')} />
      </SimpleGrid>
      {jobTitle === OTHER_JOB_TITLE && (
        <TextInput label="Describe your job title" autoComplete="organization-title" withAsterisk {...form.getInputProps('jobTitleOther')} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceSelect label="Country" placeholder="Choose" data={COUNTRIES} autoComplete="country" withAsterisk {...form.getInputProps('country')} />
        <TextInput label="Zip/Postal Code" autoComplete="postal-code" withAsterisk {...form.getInputProps('postalCode')} />
      </SimpleGrid>
      <ChoiceSelect
        label="Referral"
        description="How did you hear about CytoCampus?"
        placeholder="Choose"
        data={REFERRAL_SOURCES}
        withAsterisk
        {...form.getInputProps('referral')}
      />
      {referral === OTHER_REFERRAL && <TextInput label="Tell us where" withAsterisk {...form.getInputProps('referralOther')} />}
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text fz="sm" fw={500} id="contact-feedback-label">
          May we contact you for feedback?
        </Text>
        <SegmentedControl
          aria-labelledby="contact-feedback-label"
          size="xs"
          data={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={siteUsageEmail ? 'yes' : 'no'}
          onChange={(value) => form.setFieldValue('siteUsageEmail', value === 'yes')}
        />
      </Group>
    </Stack>
  );
}
