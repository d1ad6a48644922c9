import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { replayEarlyDialogCalls } from './overlays';

/**
 * The provider of `modals.*` dialogs, loaded on demand (app/overlays.tsx). Nothing reads its context
 * (no useModals()): it needs no children. Its listeners are set up before this effect runs (a
 * child's effects run first), so the calls made while it was loading can be sent again.
 */
export default function DialogHost() {
  useEffect(replayEarlyDialogCalls, []);
  return <ModalsProvider labels={{ confirm: 'OK', cancel: 'Cancel' }} modalProps={{ centered: true }} />;
}
