import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OIDC_MSG, SSO_CALLBACK_PATH, type ProviderSignInAnswer } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { useCompleteProviderSignInMutation } from '../api';
import { AuthLayout } from './AuthLayout';
import { LinkAccountForm } from './LinkAccountForm';
import { ResetRequestForm } from './ResetRequestForm';
import { callbackQuery, completeOnce } from './ssoCallback';
import { useFinishProviderSignIn } from './useFinishProviderSignIn';

/** Opened without the provider's answer: reloaded after it was used, or typed in. */
const NO_ANSWER = 'This page finishes a sign-in through your organization’s provider, and it has nothing left to finish.';
const NOT_FINISHED = 'The sign-in could not be finished. Please try again.';

type Step =
  | { kind: 'signingIn' }
  | { kind: 'link'; providerName: string; email: string }
  | { kind: 'reset'; providerName: string; email: string }
  | { kind: 'failed'; message: string };

/**
 * /sso/callback, where the provider sends the browser back (the redirect URI). The page takes the
 * code out of the address bar, posts the provider's answer to the API once, and goes on to the page
 * the sign-in started from; an existing account with the same e-mail is linked by its password first.
 */
export function SsoCallbackPage() {
  // Read at the first render: the effect below takes it out of the address bar.
  const [query] = useState(() => callbackQuery(window.location.search));
  const [step, setStep] = useState<Step>(() => (query ? { kind: 'signingIn' } : { kind: 'failed', message: NO_ANSWER }));
  const [complete] = useCompleteProviderSignInMutation();
  const finish = useFinishProviderSignIn();

  const answered = useEffectEvent((answer: ProviderSignInAnswer) => {
    if (answer.status === 'signedIn') void finish(answer);
    else setStep({ kind: 'link', providerName: answer.providerName, email: answer.email });
  });
  const refused = useEffectEvent((error: unknown) => setStep({ kind: 'failed', message: isApiFailure(error) ? error.message : NOT_FINISHED }));

  useEffect(() => {
    if (!query) return;
    // The code is used once: keep it out of the history and of bookmarks. The router's own state stays.
    window.history.replaceState(window.history.state, '', SSO_CALLBACK_PATH);
    let current = true;
    void completeOnce(query, (sent) => complete({ query: sent }).unwrap()).then(
      (answer) => {
        if (current) answered(answer);
      },
      (error: unknown) => {
        if (current) refused(error);
      },
    );
    return () => {
      current = false;
    };
  }, [query, complete]);

  if (step.kind === 'signingIn') {
    return (
      <AuthLayout title="Signing In">
        <Stack align="center" gap="sm" py="xl" aria-live="polite">
          <Loader />
          <Text c="dimmed">Finishing your sign-in…</Text>
        </Stack>
      </AuthLayout>
    );
  }
  if (step.kind === 'failed') {
    return (
      <AuthLayout title="Sign-in Failed">
        <Heading title="Sign-in not finished" text="Nothing was changed. Start again from the sign-in screen." />
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {step.message}
          </Alert>
          <Button component={Link} to="/login" variant="light" size="md">
            Back to sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  const { providerName, email } = step;
  return (
    <AuthLayout title={OIDC_MSG.linkTitle}>
      {step.kind === 'link' ? (
        <>
          <Heading title={OIDC_MSG.linkTitle} text={OIDC_MSG.linkExplain(providerName, email)} />
          <LinkAccountForm email={email} onForgotPassword={() => setStep({ kind: 'reset', providerName, email })} />
        </>
      ) : (
        <>
          <Heading
            title="Reset your password"
            text={`Choose a password from the e-mailed link, then sign in through ${providerName} again to link your account.`}
          />
          <ResetRequestForm initialEmail={email} onBack={() => setStep({ kind: 'link', providerName, email })} />
        </>
      )}
    </AuthLayout>
  );
}

function Heading({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={6} mb="xl">
      <Title order={1} fz={30} fw={700}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}
