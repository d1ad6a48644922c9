import { Button } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconCopyPlus, IconLock, IconLockOpen, IconPlayerPlay } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { ContentItem, CurrentUser } from '@cytocampus/contracts';
import { atLeast, canAccess } from '@cytocampus/permissions';
import { isApiFailure } from '../../../http/errors';
import { openNotificationDialog } from '../../../shared/feedback/NotificationDialog';
import { showToast } from '../../../shared/feedback/toast';
import { itemPath } from '../../../shared/navigation/sections';
import { useLockContentMutation, useReviseContentMutation, useSetContentActiveMutation } from '../api';
import { canCreateIn } from '../contentAccess';
import type { ContentSectionConfig } from '../contentSections';
import { CONTENT_TEXT } from './contentTexts';

const messageOf = (error: unknown) => (isApiFailure(error) ? error.message : 'Please try again.');

const PLAYABLE = new Set(['presentation', 'quiz', 'test']);

/**
 * The play link of a demo run (spec part 2 "Demo"): /demo/{org|admin}/test/{itemId}/cear for a
 * slide test (spelled as the spec has it), /demo/{manager|admin}/{type}/{id}/clear for the others.
 * Shown with ctAccess and the demo area's own access (level 2 and readContent), so it never leads
 * to a refusal.
 */
function demoLink(type: string, item: ContentItem, user: CurrentUser): string | null {
  if (!PLAYABLE.has(type) || !canAccess(user, { minLevel: 2, permissions: ['ctAccess', 'readContent'] })) return null;
  const admin = atLeast(user.role, 'admin');
  if (type === 'test') return `/demo/${admin ? 'admin' : 'org'}/test/${encodeURIComponent(item.itemId)}/cear`;
  return `/demo/${admin ? 'admin' : 'manager'}/${type}/${encodeURIComponent(item.itemId)}/clear`;
}

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

  const play = demoLink(config.type, item, user);

  return (
    <>
      {play && (
        <Button component={Link} to={play} variant="default" leftSection={<IconPlayerPlay size={16} />}>
          {CONTENT_TEXT.play}
        </Button>
      )}
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
