import { Button } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconCopyPlus, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { ContentItem, CurrentUser } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { openNotificationDialog } from '../../../shared/feedback/NotificationDialog';
import { showToast } from '../../../shared/feedback/toast';
import { itemPath } from '../../../shared/navigation/sections';
import { useLockContentMutation, useReviseContentMutation, useSetContentActiveMutation } from '../api';
import { canCreateIn } from '../contentAccess';
import type { ContentSectionConfig } from '../contentSections';
import { CONTENT_TEXT } from './contentTexts';

const messageOf = (error: unknown) => (isApiFailure(error) ? error.message : 'Please try again.');

interface ContentActionsProps {
  item: ContentItem;
  config: ContentSectionConfig;
  user: CurrentUser;
}

/**
 * The view-mode buttons of a content item, each from the server's abilities: Activate or
 * Deactivate and New Revision with canEdit (a revision also needs the right to create where the
 * item lives), Lock or Unlock with canLock.
 */
export function ContentActions({ item, config, user }: ContentActionsProps) {
  const navigate = useNavigate();
  const [setActive, activating] = useSetContentActiveMutation();
  const [lock, locking] = useLockContentMutation();
  const [revise, revising] = useReviseContentMutation();
  const ref = { type: config.type, id: item.id };
  const { canEdit, canLock } = item.abilities;
  const mayRevise = canEdit && canCreateIn(user, config.type, item.orgId ? { kind: 'org', orgId: item.orgId } : { kind: 'admin' });

  const toggleActive = async () => {
    const result = await setActive({ ...ref, active: !item.active });
    if (result.error) return void openNotificationDialog({ title: 'Error', subtitle: messageOf(result.error) });
    showToast({ message: result.data.active ? CONTENT_TEXT.activated : CONTENT_TEXT.deactivated, level: 'info' });
  };

  const toggleLock = async () => {
    const result = await lock({ ...ref, locked: !item.locked });
    if (result.error) return void showToast({ title: CONTENT_TEXT.lockFailed, message: messageOf(result.error) });
    showToast({ message: result.data.locked ? CONTENT_TEXT.locked : CONTENT_TEXT.unlocked, level: 'info' });
  };

  const newRevision = async () => {
    const result = await revise(ref);
    if (result.error) return void openNotificationDialog({ title: 'Error', subtitle: messageOf(result.error) });
    showToast({ message: CONTENT_TEXT.revisionCreated, level: 'info' });
    // A revision is opened by its own id: the item id names the active revision.
    void navigate(itemPath(config.section, result.data.id));
  };

  return (
    <>
      {mayRevise && (
        <Button variant="default" leftSection={<IconCopyPlus size={16} />} loading={revising.isLoading} onClick={() => void newRevision()}>
          New Revision
        </Button>
      )}
      {canLock && (
        <Button
          variant="default"
          leftSection={item.locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
          loading={locking.isLoading}
          aria-pressed={item.locked}
          onClick={() => void toggleLock()}
        >
          {item.locked ? 'Unlock' : 'Lock'}
        </Button>
      )}
      {canEdit && (
        <Button
          variant="light"
          color={item.active ? 'orange' : 'teal'}
          leftSection={item.active ? <IconCircleOff size={16} /> : <IconCircleCheck size={16} />}
          loading={activating.isLoading}
          onClick={() => void toggleActive()}
        >
          {item.active ? 'Deactivate' : 'Activate'}
        </Button>
      )}
    </>
  );
}
