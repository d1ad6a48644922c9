import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LtiPlatformItem } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { firstErrorPerField, serverFieldErrors } from '../../../lib/formErrors';
import { describedField } from '../../../shared/detail/describedField';
import { showToast } from '../../../shared/feedback/toast';
import { ChoiceSelect } from '../../../shared/forms/ChoiceSelect';
import { useAllOrganizationNamesQuery } from '../../../shared/forms/organizationNamesApi';
import { SideDrawer } from '../../../shared/overlay/SideDrawer';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { useChangeLtiPlatformMutation, useRegisterLtiPlatformMutation } from './ltiAdminApi';
import {
  NEW_PLATFORM,
  PLATFORM_FIELD_LABELS as LABELS,
  platformChanges,
  platformValuesOf,
  toPlatformRequest,
  validatePlatform,
  type PlatformValues,
} from './platformValues';

/** A deployment's error ('deploymentIds.1') shows on the list. */
const fieldOf = (field: string) => describedField(field, LABELS);
const HELP = T.fieldHelp;

interface PlatformDrawerProps {
  /** The platform to edit; none registers one. */
  platform: LtiPlatformItem | undefined;
  opened: boolean;
  onClose: () => void;
}

/**
 * Registers or edits a learning platform with what its administrator reads off the platform's
 * registration of CytoCampus. The server checks each address (https, or http on this machine in
 * development) and that no other platform has the issuer and client ID: those show under their fields.
 */
export function PlatformDrawer({ platform, opened, onClose }: PlatformDrawerProps) {
  const isNew = platform === undefined;
  const title = isNew ? T.addPlatformTitle : T.editPlatformTitle(platform.name);
  const [saved] = useState(() => (platform ? platformValuesOf(platform) : NEW_PLATFORM));
  const form = useForm<PlatformValues>({
    initialValues: saved,
    validate: (values) => firstErrorPerField(validatePlatform(values, saved, isNew), fieldOf),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [register, registering] = useRegisterLtiPlatformMutation();
  const [change, changing] = useChangeLtiPlatformMutation();
  const { data: organizations } = useAllOrganizationNamesQuery(undefined, { skip: !opened || !isNew });
  const organizationChoices = isNew
    ? (organizations ?? []).map((entry) => ({ value: entry.itemid, label: entry.name }))
    : [{ value: platform.orgId, label: platform.orgName }];

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const changes = platform && platformChanges(values, saved);
    if (changes && Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const result = platform && changes ? await change({ id: platform.id, changes }) : await register(toPlatformRequest(values));
    if (result.error) {
      const error = isApiFailure(result.error) ? result.error : null;
      const fields = error ? serverFieldErrors(error, fieldOf) : {};
      form.setErrors(fields);
      // What belongs to no field of this form (the platform removed meanwhile, the server failing) shows above it.
      if (!Object.keys(fields).some((field) => field in LABELS)) setFailure(error?.message ?? T.notSaved);
      return;
    }
    showToast({ message: T.saved(result.data.name), level: 'info' });
    onClose();
  });

  return (
    <SideDrawer opened={opened} onClose={onClose} size="lg" title={<Text fw={650}>{title}</Text>}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput data-autofocus label={LABELS.name} description={HELP.name} withAsterisk {...form.getInputProps('name')} />
          <ChoiceSelect
            label={LABELS.orgId}
            description={HELP.orgId}
            placeholder={T.orgPlaceholder}
            data={organizationChoices}
            disabled={!isNew}
            withAsterisk={isNew}
            {...form.getInputProps('orgId')}
          />
          <TextInput
            label={LABELS.issuer}
            description={HELP.issuer}
            placeholder="https://moodle.lab.example.org"
            withAsterisk
            {...form.getInputProps('issuer')}
          />
          <TextInput label={LABELS.clientId} description={HELP.clientId} withAsterisk autoComplete="off" {...form.getInputProps('clientId')} />
          <TagsInput
            label={LABELS.deploymentIds}
            description={HELP.deploymentIds}
            placeholder={T.deploymentPlaceholder}
            splitChars={[',', ';']}
            withAsterisk
            clearable
            {...form.getInputProps('deploymentIds')}
          />
          <TextInput label={LABELS.keySetUrl} description={HELP.keySetUrl} withAsterisk {...form.getInputProps('keySetUrl')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={LABELS.authUrl} description={HELP.authUrl} withAsterisk {...form.getInputProps('authUrl')} />
            <TextInput label={LABELS.tokenUrl} description={HELP.tokenUrl} withAsterisk {...form.getInputProps('tokenUrl')} />
          </SimpleGrid>
          <Switch label={LABELS.enabled} description={HELP.enabled} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={registering.isLoading || changing.isLoading}>
              {isNew ? T.addPlatform : T.savePlatform}
            </Button>
          </Group>
        </Stack>
      </form>
    </SideDrawer>
  );
}
