import { Modal, type ModalProps } from '@mantine/core';

/** The shared modal: a title, a close button, centred. */
export function AppModal({ children, ...props }: ModalProps) {
  return (
    <Modal centered closeButtonProps={{ 'aria-label': 'Close' }} {...props}>
      {children}
    </Modal>
  );
}
