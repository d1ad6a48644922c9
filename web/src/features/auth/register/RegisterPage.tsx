import { useCallback, useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { registerAccountForm, registerBioForm, toRegisterRequest, validate } from '@cytocampus/schema';
import { isApiFailure } from '../../../http/errors';
import { schemaValidator } from '../../../lib/formErrors';
import { focusFirstError, focusFirstInvalid } from '../../../shared/forms/focusFirstInvalid';
import { useLeaveWarning } from '../../../shared/navigation/useLeaveWarning';
import { useRegisterMutation } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { AccountStep, type AccountValues } from './AccountStep';
import { BioStep, type BioValues } from './BioStep';
import { Captcha } from './Captcha';
import { sortRegisterErrors } from './registerErrors';

const ACCOUNT_START: AccountValues = { firstName: '', lastName: '', email: '', password: '', passwordConfirm: '' };
const BIO_START: BioValues = {
  lab: '',
  years: null,
  jobTitle: null,
  jobTitleOther: '',
  country: null,
  postalCode: '',
  referral: null,
  referralOther: '',
  siteUsageEmail: true,
};

/** Two steps (account, then bio) and a captcha; registered users are signed in straight away. */
export function RegisterPage() {
  const [step, setStep] = useState(0);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [register, { isLoading, error }] = useRegisterMutation();
  const account = useForm<AccountValues>({ initialValues: ACCOUNT_START, validate: schemaValidator(registerAccountForm) });
  const bio = useForm<BioValues>({ initialValues: BIO_START, validate: schemaValidator(registerBioForm) });
  useLeaveWarning(account.isDirty() || bio.isDirty());

  const onCaptcha = useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaError(null);
  }, []);

  const next = (form: HTMLFormElement) => {
    if (account.validate().hasErrors) focusFirstInvalid(form);
    else setStep(1);
  };

  const submit = bio.onSubmit(async (bioValues) => {
    const accountResult = validate(registerAccountForm, account.values);
    const bioResult = validate(registerBioForm, bioValues);
    if (!accountResult.ok) return setStep(0);
    if (!bioResult.ok || !captchaToken) return;
    const result = await register(toRegisterRequest(accountResult.value, bioResult.value, captchaToken));
    if (!result.error || !isApiFailure(result.error)) return;
    // A captcha is spent once sent: solve a fresh one before trying again.
    setCaptchaToken(null);
    setCaptchaKey((key) => key + 1);
    const sorted = sortRegisterErrors(result.error);
    account.setErrors(sorted.account);
    bio.setErrors(sorted.bio);
    setCaptchaError(sorted.captcha);
    if (Object.keys(sorted.account).length > 0) setStep(0);
    focusFirstInvalid();
  }, focusFirstError);

  const failure = isApiFailure(error) ? error.message : null;

  return (
    <AuthLayout title="Register">
      <Stack gap={6} mb="lg">
        <Title order={1} fz={30} fw={700}>
          Create your account
        </Title>
        <Text c="dimmed">Join your lab on CytoCampus in two short steps.</Text>
      </Stack>
      <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm" mb="xl" allowNextStepsSelect={false}>
        <Stepper.Step label="Account" description="Sign-in details" />
        <Stepper.Step label="Bio" description="Your lab" />
      </Stepper>
      {failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {failure}
        </Alert>
      )}
      {step === 0 ? (
        <form
          noValidate
          aria-label="Account"
          onSubmit={(event) => {
            event.preventDefault();
            next(event.currentTarget);
          }}
        >
          <AccountStep form={account} />
          <Button type="submit" fullWidth size="md" mt="xl" rightSection={<IconArrowRight size={18} />}>
            Next
          </Button>
        </form>
      ) : (
        <form noValidate aria-label="Bio" onSubmit={submit}>
          <Stack gap="md">
            <BioStep form={bio} />
            <Captcha key={captchaKey} onChange={onCaptcha} error={captchaError ?? undefined} />
          </Stack>
          <Group mt="xl" grow>
            <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} />} onClick={() => setStep(0)}>
              Back
            </Button>
            <Button type="submit" size="md" disabled={!captchaToken} loading={isLoading}>
              Register
            </Button>
          </Group>
        </form>
      )}
      <Divider my="xl" />
      <Text ta="center" fz="sm" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
