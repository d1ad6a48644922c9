import { useState } from 'react';
import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { NoticeAlert } from './NoticeAlert';
import { ProviderButtons } from './ProviderButtons';
import { ResetRequestForm } from './ResetRequestForm';

type Mode = 'login' | 'reset';

/** The sign-in screen, with its reset mode (same screen, email only). */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [typedEmail, setTypedEmail] = useState('');
  const isLogin = mode === 'login';

  return (
    <AuthLayout title={isLogin ? 'Sign In' : 'Reset Password'}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={30} fw={700}>
          {isLogin ? 'Sign in' : 'Reset your password'}
        </Title>
        <Text c="dimmed">{isLogin ? 'Welcome back. Sign in to continue your training.' : 'We will email you a secure link.'}</Text>
      </Stack>
      <NoticeAlert />
      {isLogin ? (
        <>
          <LoginForm
            onForgotPassword={(typed) => {
              setEmail(typed);
              setMode('reset');
            }}
            onEmailChange={setTypedEmail}
          />
          <ProviderButtons email={typedEmail} />
        </>
      ) : (
        <ResetRequestForm
          initialEmail={email}
          onBack={() => {
            // The sign-in form starts empty again, and so do its provider buttons.
            setTypedEmail('');
            setMode('login');
          }}
        />
      )}
      <Divider my="xl" />
      <Text ta="center" fz="sm" c="dimmed">
        New to CytoCampus?{' '}
        <Anchor component={Link} to="/register" fw={600}>
          Create an account
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
