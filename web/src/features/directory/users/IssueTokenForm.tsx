import { useState, type FormEvent } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ACCESS_TOKEN_LIMITS, type IssuedAccessToken } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { useIssueUserTokenMutation } from '../api';
import { DEFAULT_EXPIRY, EXPIRY_OPTIONS, expiresInDays } from './accessTokens';
import { NewTokenDialog } from './NewTokenDialog';

/** Issue Token: a name saying what it is for and an expiry; the new token then shows once. */
export function IssueTokenForm({ userId }: { userId: string }) {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState(DEFAULT_EXPIRY);
  const [nameError, setNameError] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedAccessToken | null>(null);
  const [issue, issuing] = useIssueUserTokenMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await issue({ userId, request: { name, expiresInDays: expiresInDays(expiry) } });
    if (result.data) {
      setName('');
      setNameError(null);
      setIssued(result.data);
      return;
    }
    const error = isApiFailure(result.error) ? result.error : null;
    // A problem with the name goes on the field; anything else is a toast.
    if (error?.field === 'name') setNameError(error.message);
    else showToast({ message: error?.message ?? 'The access token could not be issued. Please try again.', level: 'error' });
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Issue an access token">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Token name"
          description="What the script that uses it does"
          placeholder="Nightly LIMS export"
          value={name}
          maxLength={ACCESS_TOKEN_LIMITS.nameMax}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          label="Expires"
          description="After that it is refused"
          data={EXPIRY_OPTIONS}
          value={expiry}
          onChange={(value) => setExpiry(value ?? DEFAULT_EXPIRY)}
          allowDeselect={false}
          style={{ flex: '0 1 10rem' }}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={issuing.isLoading} mt={{ base: 0, xs: 46 }}>
          Issue Token
        </Button>
      </Group>
      <NewTokenDialog issued={issued} onClose={() => setIssued(null)} />
    </form>
  );
}
