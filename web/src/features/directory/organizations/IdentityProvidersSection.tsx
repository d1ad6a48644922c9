import { useState } from 'react';
import { Alert, Button, Group, Loader, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { IdentityProviderItem, IdentityProviderList, OrganizationItem } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { askConfirmation } from '../../../shared/detail/confirm';
import { DetailSection } from '../../../shared/detail/DetailView';
import { showToast } from '../../../shared/feedback/toast';
import { CopyableValue } from '../../../shared/forms/CopyableValue';
import { useChangeSignInPolicyMutation, useGetIdentityProvidersQuery, useRemoveIdentityProviderMutation } from '../identityProvidersApi';
import { IdentityProviderDrawer } from './IdentityProviderDrawer';
import { IdentityProviderTable } from './IdentityProviderTable';

/** The drawer, open to add (no provider) or to edit one; `opening` starts each opening's form afresh. */
type DrawerState = { opened: boolean; provider?: IdentityProviderItem; opening: number };

/** What removing a provider means for the accounts that sign in through it. */
const linkedAccountsText = (count: number) =>
  count === 0
    ? 'No account signs in through it yet.'
    : `${count === 1 ? 'The account' : `The ${count} accounts`} signing in through it keep everything, and sign in with a password from now on (“Forgot your password?” sets one).`;
const failureText = (error: unknown, fallback: string) => (isApiFailure(error) ? error.message : fallback);

/**
 * The organization's identity providers (docs/adr/0041; super users only): its staff sign in through
 * them, accounts being made at the first sign-in. The list follows its read model live.
 */
export function IdentityProvidersSection({ organization }: { organization: OrganizationItem }) {
  const orgId = organization.id;
  const { data, isLoading, isError } = useGetIdentityProvidersQuery(orgId);
  const [drawer, setDrawer] = useState<DrawerState>({ opened: false, opening: 0 });
  const [remove] = useRemoveIdentityProviderMutation();
  const open = (provider?: IdentityProviderItem) => setDrawer((d) => ({ opened: true, provider, opening: d.opening + 1 }));

  const confirmAndRemove = async (provider: IdentityProviderItem) => {
    const yes = await askConfirmation({
      title: `Remove ${provider.name}?`,
      text: `It leaves the sign-in screen at once. ${linkedAccountsText(provider.linkedAccounts)}`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!yes) return;
    const result = await remove({ orgId, id: provider.id });
    if (result.error) showToast({ title: `${provider.name} was not removed`, message: failureText(result.error, 'Please try again.') });
    else showToast({ message: `${provider.name} was removed.`, level: 'info' });
  };

  return (
    <DetailSection
      title="Identity providers"
      description={`Staff of ${organization.name} sign in with their laboratory account through these OpenID Connect providers.`}
    >
      {isLoading && <Loader size="sm" aria-label="Loading identity providers" />}
      {isError && (
        <Alert color="red" variant="light" role="alert">
          The identity providers could not be loaded. Reload the page to try again.
        </Alert>
      )}
      {data && (
        <>
          <RedirectUri uri={data.redirectUri} />
          <SignInPolicySwitch list={data} orgName={organization.name} />
          {data.items.length === 0 ? (
            <Text c="dimmed">No identity providers yet. Register CytoCampus at the laboratory’s provider with the redirect URI above, then add it here.</Text>
          ) : (
            <IdentityProviderTable items={data.items} onEdit={open} onRemove={(provider) => void confirmAndRemove(provider)} />
          )}
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => open()}>
              Add Provider
            </Button>
          </Group>
        </>
      )}
      <IdentityProviderDrawer
        key={drawer.opening}
        orgId={orgId}
        provider={drawer.provider}
        opened={drawer.opened}
        onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
      />
    </DetailSection>
  );
}

/** What the provider's administrator registers as the redirect URI: the page it sends staff back to. */
function RedirectUri({ uri }: { uri: string }) {
  return <CopyableValue label="Redirect URI" description="Register it at the provider for CytoCampus." value={uri} />;
}

/** Whether learners and managers may still sign in with a password; administrators always may (a way in when the provider is down). */
function SignInPolicySwitch({ list, orgName }: { list: IdentityProviderList; orgName: string }) {
  const [change, { isLoading }] = useChangeSignInPolicyMutation();
  const enabled = list.items.filter((item) => item.enabled);
  const cannotRequire = !list.providerRequired && enabled.length === 0;

  const toggle = async (providerRequired: boolean) => {
    if (providerRequired) {
      const yes = await askConfirmation({
        title: 'Require sign-in through a provider?',
        text: `Learners and managers of ${orgName} can then sign in only through ${enabled.map((item) => item.name).join(', ')}; their passwords are refused. Administrators keep their password. Sessions already open stay open.`,
        confirmLabel: 'Require',
      });
      if (!yes) return;
    }
    const result = await change({ orgId: list.orgId, providerRequired });
    if (result.error) showToast({ title: 'Sign-in policy not changed', message: failureText(result.error, 'Please try again.') });
  };

  return (
    <Switch
      label="Require sign-in through a provider"
      description={
        cannotRequire
          ? 'Add and enable a provider first.'
          : 'Learners and managers then sign in only through an enabled provider; administrators keep their password.'
      }
      checked={list.providerRequired}
      disabled={isLoading || cannotRequire}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
