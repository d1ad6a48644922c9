/**
 * The keyboard help ('?' or the toolbar's keyboard button): the viewer's keys from the same
 * bindings that run them, then what the screen around the viewer adds (a review's object rows).
 */
import type { KeyboardEvent } from 'react';
import { getDefaultZIndex, Kbd, Modal, Stack, Table, Title, type ModalBaseCloseButtonProps } from '@mantine/core';
import { helpRows, VIEWER_KEY_BINDINGS, type HelpRow } from './keyboardCommands';
import { VIEWER_TEXT } from './viewerConstants';

/** The close button's props: named, marked for Mantine's drawers to leave its Escape alone, and closing on Escape itself. */
const STOPPING_CLOSE = (onClose: () => void) =>
  ({
    'aria-label': 'Close',
    'data-mantine-stop-propagation': 'true',
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Escape') onClose();
    },
  }) as ModalBaseCloseButtonProps;

export interface KeyHelpSection {
  title: string;
  rows: readonly HelpRow[];
}

const VIEWER_SECTION: KeyHelpSection = { title: VIEWER_TEXT.viewerKeysTitle, rows: helpRows(VIEWER_KEY_BINDINGS) };

interface ViewerKeysDialogProps {
  opened: boolean;
  onClose: () => void;
  sections?: readonly KeyHelpSection[];
  /** Where the dialog renders: inside the viewer while it is full screen, else the page. */
  target?: HTMLElement | null;
}

export function ViewerKeysDialog({ opened, onClose, sections = [], target }: ViewerKeysDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={VIEWER_TEXT.keysDialogTitle}
      size="lg"
      centered
      // Escape closes this dialog only, not a drawer under it (Mantine's drawers listen on the window and skip events from
      // an element marked to stop there): the focus is on the close button, which closes the dialog itself.
      closeButtonProps={STOPPING_CLOSE(onClose)}
      portalProps={target ? { target } : undefined}
      // Above the review's drawers, which '?' may open it over.
      zIndex={getDefaultZIndex('modal') + 10}
      data-testid="viewer-keys"
    >
      <Stack gap="lg">
        {[VIEWER_SECTION, ...sections].map((section) => (
          <Stack key={section.title} gap={6}>
            <Title order={3} fz="md">
              {section.title}
            </Title>
            <Table verticalSpacing={4} striped aria-label={section.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="36%">Keys</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.rows.map((row) => (
                  <Table.Tr key={row.action}>
                    <Table.Td>
                      {row.keys.map((key, index) => (
                        <span key={key}>
                          {index > 0 && ' or '}
                          <Kbd size="sm">{key}</Kbd>
                        </span>
                      ))}
                    </Table.Td>
                    <Table.Td fz="sm">{row.action}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
