import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { AppModal } from '../../../shared/overlay/AppModal';
import { ImportUsersDialog } from './ImportUsersDialog';

/** 'Import Users' on a user list: the CSV import in a modal, fresh each time it opens. */
export function ImportUsersButton({ fixedOrgId }: { fixedOrgId?: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={open}>
        Import Users
      </Button>
      <AppModal opened={opened} onClose={close} title={<Text fw={650}>Import Users</Text>} size="xl">
        {opened && <ImportUsersDialog fixedOrgId={fixedOrgId} onClose={close} />}
      </AppModal>
    </>
  );
}
