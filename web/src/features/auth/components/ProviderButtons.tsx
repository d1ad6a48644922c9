import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { SignInProvider, SignInProviderQuery } from '@cytocampus/contracts';
import { isEmail } from '@cytocampus/schema';
import { isApiFailure } from '../../../http/errors';
import { safeReturnPath } from '../../../shared/navigation/safeReturnPath';
import { useSignInProvidersQuery, useStartProviderSignInMutation } from '../api';

/** Typing pauses this long before the e-mail's providers are asked for. */
const LOOKUP_DELAY_MS = 400;

/** `/login?org=<orgId>` asks for that organization's providers; otherwise the typed e-mail's domain decides. */
function providerQuery(orgId: string | null, email: string): SignInProviderQuery | null {
  if (orgId) return { orgId };
  return isEmail(email) ? { email } : null;
}

/**
 * "Sign in with {provider}" under the password form, for the organizations that sign in through
 * their own identity provider. A click goes to the provider's sign-in page; it comes back to
 * /sso/callback (SsoCallbackPage).
 */
export function ProviderButtons({ email }: { email: string }) {
  const [search] = useSearchParams();
  const [typed] = useDebouncedValue(email.trim().toLowerCase(), LOOKUP_DELAY_MS);
  const query = providerQuery(search.get('org'), typed);
  const { data: providers, error: lookupError } = useSignInProvidersQuery(query ?? {}, { skip: query === null });
  const [start, { error }] = useStartProviderSignInMutation();
  const [starting, setStarting] = useState<string | null>(null);
  // Back from the provider's page, the browser may show this page as it was left, its button still busy.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  // Where the visitor was going (/login/{path}), as the password sign-in keeps it.
  const params = useParams();
  const { search: returnSearch } = useLocation();
  const returnTo = safeReturnPath(params['*'], returnSearch) ?? undefined;

  if (query && isApiFailure(lookupError)) {
    return (
      <Text fz="sm" c="red.8" mt="lg" role="alert">
        {`Sign-in through your organization’s provider could not be checked: ${lookupError.message}`}
      </Text>
    );
  }
  if (!query || !providers || providers.length === 0) return null;
  const required = providers.filter((provider) => provider.required);

  const signIn = async (provider: SignInProvider) => {
    setStarting(provider.id);
    const result = await start({ providerId: provider.id, returnTo, email: isEmail(typed) ? typed : undefined });
    // Left loading: the browser is on its way to the provider.
    if (result.data) window.location.assign(result.data.authorizationUrl);
    else setStarting(null);
  };

  return (
    <Stack gap="sm" mt="lg">
      <Divider label="or" labelPosition="center" />
      {required.length > 0 && (
        <Text fz="sm" c="dimmed" role="note">
          {`${required[0]?.orgName ?? 'Your organization'} signs in through its own provider: use ${providers.length > 1 ? 'one of the buttons' : 'the button'} below.`}
        </Text>
      )}
      {isApiFailure(error) && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBuildingHospital size={18} stroke={1.6} />}
          loading={starting === provider.id}
          disabled={starting !== null && starting !== provider.id}
          onClick={() => void signIn(provider)}
        >
          {`Sign in with ${provider.name}`}
        </Button>
      ))}
    </Stack>
  );
}
