import { useEffect, useId, useRef, useState } from 'react';
import { Input, VisuallyHidden } from '@mantine/core';
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import Argon2idWorker from 'altcha/workers/argon2id?worker';
import ScryptWorker from 'altcha/workers/scrypt?worker';
import { ACCOUNT_ROUTES, API_PREFIX } from '@cytocampus/contracts';
import classes from './Captcha.module.css';

// The 'external' build loads its proof-of-work workers as same-origin files (a strict CSP allows
// those, not the blob workers of the default build); a worker file is fetched only when used.
for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) $altcha.algorithms.set(name, () => new Pbkdf2Worker());
for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) $altcha.algorithms.set(name, () => new ShaWorker());
$altcha.algorithms.set('ARGON2ID', () => new Argon2idWorker());
$altcha.algorithms.set('SCRYPT', () => new ScryptWorker());

/** The widget reads a bare challenge; the API may wrap it in its {code: 200, data} envelope. */
async function challengeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: 'include' });
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response.clone().json();
  if (typeof body === 'object' && body !== null && 'code' in body && 'data' in body && body.code === 200) {
    return new Response(JSON.stringify(body.data), { status: response.status, headers: response.headers });
  }
  return response;
}

$altcha.defaults.set({ fetch: challengeFetch, hideFooter: false });

interface StateChange {
  state: string;
  payload?: string;
}

/** What a screen reader hears as the widget works (it shows them by its checkbox alone). */
export const CAPTCHA_STATUS: Record<string, string> = {
  verifying: 'Verifying that you are a person…',
  verified: 'Verified. You can register.',
  error: 'Verification failed. Try again.',
  expired: 'Verification expired. Try again.',
};

/**
 * The registration captcha: a proof of work the browser solves once its checkbox is ticked (Space
 * by keyboard; no image, puzzle or drag). The checkbox is named by the widget ('I'm not a robot'),
 * sits in a group named 'Verification' and is described by the instructions and the error, and its
 * progress is read out. Reports the solved payload (the captchaToken), or null when unsolved.
 */
export function Captcha({ onChange, error }: { onChange: (token: string | null) => void; error?: string }) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const handle = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      setStatus(CAPTCHA_STATUS[state] ?? '');
      onChange(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', handle);
    return () => widget.removeEventListener('statechange', handle);
  }, [onChange]);

  // The widget draws its own checkbox (a moment after it mounts): it is tied to the instructions and the error here.
  useEffect(() => {
    let frame = 0;
    const tie = () => {
      const checkbox = ref.current?.querySelector('input[type="checkbox"]');
      if (!checkbox) return void (frame = requestAnimationFrame(tie));
      checkbox.setAttribute('aria-describedby', error ? `${id}-error ${id}-description` : `${id}-description`);
      if (error) checkbox.setAttribute('aria-invalid', 'true');
      else checkbox.removeAttribute('aria-invalid');
    };
    tie();
    return () => cancelAnimationFrame(frame);
  }, [id, error, status]);

  return (
    <Input.Wrapper
      id={id}
      role="group"
      aria-labelledby={`${id}-label`}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
      label="Verification"
      description="Confirm you are a person before registering."
      error={error}
      withAsterisk
      className={classes.captcha}
    >
      <altcha-widget
        ref={ref}
        challenge={`${API_PREFIX}${ACCOUNT_ROUTES.captcha}`}
        name="captchaToken"
        style={{
          '--altcha-max-width': '100%',
          '--altcha-border-radius': 'var(--mantine-radius-md)',
          '--altcha-color-primary': 'var(--mantine-color-cyto-8)',
          marginTop: 6,
          display: 'block',
        }}
      />
      <VisuallyHidden role="status" data-testid="captcha-status">
        {status}
      </VisuallyHidden>
    </Input.Wrapper>
  );
}
