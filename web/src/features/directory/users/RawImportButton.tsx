import { useState } from 'react';
import { Alert, Button, Group, JsonInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBraces } from '@tabler/icons-react';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { AppModal } from '../../../shared/overlay/AppModal';
import { useRawImportUsersMutation } from '../api';

/** Super only: 'Add from JSON' posts raw user JSON (POST /user/rawImport). */
export function RawImportButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const [json, setJson] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [rawImport, { isLoading }] = useRawImportUsersMutation();

  const done = () => {
    setJson('');
    setProblem(null);
    close();
  };
  const submit = async () => {
    const result = await rawImport(json);
    if (result.error) {
      // Records that do not validate are skipped by the server (counted above); a refused request is shown (ADR 0010).
      setProblem(isApiFailure(result.error) ? result.error.message : 'The users could not be added.');
      return;
    }
    const { imported, skipped } = result.data;
    showToast({ message: `Added ${imported} users from JSON${skipped > 0 ? `; ${skipped} records did not validate and were skipped` : ''}.`, level: 'info' });
    done();
  };

  return (
    <>
      <Button variant="default" leftSection={<IconBraces size={16} />} onClick={open}>
        Add from JSON
      </Button>
      <AppModal opened={opened} onClose={done} title={<Text fw={650}>Add from JSON</Text>} size="lg">
        <Stack gap="md">
          <JsonInput
            label="User JSON"
            description="One user record or a list of them, as exported."
            placeholder='[{ "email": "…", "bio": { "firstName": "…", "lastName": "…" } }]'
            validationError="This is not valid JSON."
            formatOnBlur
            autosize
            minRows={8}
            maxRows={18}
            value={json}
            onChange={setJson}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={done}>
              Cancel
            </Button>
            <Button loading={isLoading} disabled={json.trim() === ''} onClick={() => void submit()}>
              Add
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
