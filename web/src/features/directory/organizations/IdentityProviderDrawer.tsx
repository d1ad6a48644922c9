import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SIGN_IN_DEFAULT_ROLES, type IdentityProviderItem } from '@cytocampus/contracts';
import { roleLabel } from '@cytocampus/permissions';
import { isApiFailure } from '../../../http/errors';
import { firstErrorPerField, serverFieldErrors } from '../../../lib/formErrors';
import { describedField } from '../../../shared/detail/describedField';
import { showToast } from '../../../shared/feedback/toast';
import { NamePicker } from '../../../shared/forms/NamePicker';
import { SideDrawer } from '../../../shared/overlay/SideDrawer';
import { useCurriculumNamesQuery, useGroupNamesQuery } from '../api';
import { useAddIdentityProviderMutation, useUpdateIdentityProviderMutation } from '../identityProvidersApi';
import {
  IDENTITY_PROVIDER_FIELD_LABELS as LABELS,
  identityProviderChanges,
  identityProviderValuesOf,
  NEW_IDENTITY_PROVIDER,
  toIdentityProviderRequest,
  validateIdentityProvider,
  type IdentityProviderValues,
} from './identityProviderValues';

const ROLE_OPTIONS = SIGN_IN_DEFAULT_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
/** A list entry's error ('allowedDomains.1') shows on its list. */
const fieldOf = (field: string) => describedField(field, LABELS);

interface IdentityProviderDrawerProps {
  orgId: string;
  /** The provider to edit; none adds one. */
  provider: IdentityProviderItem | undefined;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds or edits a provider of the organization. The secret is write-only: editing shows it as set
 * and an empty field keeps it. The server reads the issuer's discovery document before it saves, so
 * a wrong issuer shows under its field at once.
 */
export function IdentityProviderDrawer({ orgId, provider, opened, onClose }: IdentityProviderDrawerProps) {
  const isNew = provider === undefined;
  const [saved] = useState(() => (provider ? identityProviderValuesOf(provider) : NEW_IDENTITY_PROVIDER));
  const form = useForm<IdentityProviderValues>({
    initialValues: saved,
    validate: (values) => firstErrorPerField(validateIdentityProvider(values, saved, isNew), fieldOf),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useAddIdentityProviderMutation();
  const [update, updating] = useUpdateIdentityProviderMutation();
  const { data: groups } = useGroupNamesQuery(orgId, { skip: !opened });
  const { data: curricula } = useCurriculumNamesQuery(undefined, { skip: !opened });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const changes = provider && identityProviderChanges(values, saved);
    if (changes && Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const result = provider && changes ? await update({ orgId, id: provider.id, changes }) : await add({ orgId, request: toIdentityProviderRequest(values) });
    if (result.error) {
      const error = isApiFailure(result.error) ? result.error : null;
      const fields = error ? serverFieldErrors(error, fieldOf) : {};
      form.setErrors(fields);
      // What belongs to no field of this form (the provider removed meanwhile, the server failing) shows above it.
      if (!Object.keys(fields).some((field) => field in LABELS)) setFailure(error?.message ?? 'The provider could not be saved. Please try again.');
      return;
    }
    showToast({ message: `${result.data.name} was saved.`, level: 'info' });
    onClose();
  });
  const { defaultGroupId, defaultCurriculum } = form.getValues();

  return (
    <SideDrawer opened={opened} onClose={onClose} size="lg" title={<Text fw={650}>{isNew ? 'Add an identity provider' : `Edit ${provider.name}`}</Text>}>
      <form onSubmit={submit} noValidate aria-label={isNew ? 'Add an identity provider' : `Edit ${provider.name}`}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput data-autofocus label={LABELS.name} description="On the sign-in button: “Sign in with …”" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label={LABELS.issuer}
            description="The provider’s OpenID issuer address; it is checked when you save."
            placeholder="https://login.lab.example.org"
            withAsterisk
            {...form.getInputProps('issuer')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={LABELS.clientId} withAsterisk autoComplete="off" {...form.getInputProps('clientId')} />
            {/* new-password: the browser must not fill in a saved password of the super user's own. */}
            <PasswordInput
              label={LABELS.clientSecret}
              description={isNew ? 'From the provider’s registration of CytoCampus.' : 'Set — leave empty to keep it.'}
              withAsterisk={isNew}
              autoComplete="new-password"
              {...form.getInputProps('clientSecret')}
            />
          </SimpleGrid>
          <TagsInput
            label={LABELS.allowedDomains}
            description="Staff whose e-mail address ends in one of these sign in through this provider (exact match: list subdomains too)."
            placeholder="Type a domain and press Enter"
            splitChars={[',', ' ', ';']}
            withAsterisk
            clearable
            {...form.getInputProps('allowedDomains')}
          />
          <TextInput
            label={LABELS.emailClaim}
            description="The claim that carries the e-mail address: “email”, or “upn” for a directory that has none."
            {...form.getInputProps('emailClaim')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={LABELS.defaultRole}
              data={ROLE_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ shadow: 'md' }}
              {...form.getInputProps('defaultRole')}
            />
            <NamePicker
              label={LABELS.defaultGroupId}
              value={defaultGroupId}
              valueName={defaultGroupId === provider?.defaultGroupId ? provider.defaultGroupName : null}
              entries={groups}
              emptyLabel="No group"
              error={form.errors.defaultGroupId}
              onChange={(next) => form.setFieldValue('defaultGroupId', next)}
            />
            <NamePicker
              label={LABELS.defaultCurriculum}
              value={defaultCurriculum}
              valueName={defaultCurriculum === provider?.defaultCurriculum ? provider.defaultCurriculumName : null}
              entries={curricula}
              emptyLabel="Unassigned"
              error={form.errors.defaultCurriculum}
              onChange={(next) => form.setFieldValue('defaultCurriculum', next)}
            />
          </SimpleGrid>
          <Text fz="xs" c="dimmed" mt={-8}>
            An account is made at its first sign-in with this role, group and assignment; administrators change them afterwards as for any user.
          </Text>
          <Switch
            label={LABELS.enabled}
            description="Offered on the sign-in screen. A disabled provider signs no one in."
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={adding.isLoading || updating.isLoading}>
              {isNew ? 'Add Provider' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </SideDrawer>
  );
}
