import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconCopy, IconEye, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { CurrentUser, SlideItem } from '@cytocampus/contracts';
import { canCreateContent } from '@cytocampus/permissions';
import { isApiFailure } from '../../../http/errors';
import { openNotificationDialog } from '../../../shared/feedback/NotificationDialog';
import { showToast } from '../../../shared/feedback/toast';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useCloneSlideMutation, useLockSlideMutation, useSetSlideActiveMutation } from '../api';
import { mayLock } from '../slideRules';
import { SLIDE_TEXT } from '../slideTexts';
import { ReviewDialog } from './ReviewDialog';

const messageOf = (error: unknown) => (isApiFailure(error) ? error.message : 'Please try again.');

/**
 * The view-mode buttons of a slide: Review (the demo dialog), Clone (with the right to create where
 * the slide lives), Lock / Unlock (only COMPLETE slides, or the owner's NEW one), Activate /
 * Deactivate with canEdit.
 */
export function SlideActions({ slide, user, busy }: { slide: SlideItem; user: CurrentUser; busy: boolean }) {
  const navigate = useNavigate();
  const [reviewing, setReviewing] = useState(false);
  const [clone, cloning] = useCloneSlideMutation();
  const [lock, locking] = useLockSlideMutation();
  const [setActive, activating] = useSetSlideActiveMutation();

  const cloneSlide = async () => {
    const result = await clone(slide.id);
    if (result.error) return void openNotificationDialog({ title: 'Error', subtitle: messageOf(result.error) });
    showToast({ message: SLIDE_TEXT.cloned, level: 'info' });
    void navigate(itemPath(SECTIONS.contentSlides, result.data.itemId));
  };
  const toggleLock = async () => {
    const result = await lock({ id: slide.id, locked: !slide.locked });
    if (result.error) return void showToast({ title: SLIDE_TEXT.lockFailed, message: messageOf(result.error) });
    showToast({ message: result.data.locked ? SLIDE_TEXT.locked : SLIDE_TEXT.unlocked, level: 'info' });
  };
  const toggleActive = async () => {
    const result = await setActive({ id: slide.id, active: !slide.active });
    if (result.error) return void openNotificationDialog({ title: 'Error', subtitle: messageOf(result.error) });
    showToast({ message: result.data.active ? SLIDE_TEXT.activated : SLIDE_TEXT.deactivated, level: 'info' });
  };

  return (
    <>
      {slide.status === 'COMPLETE' && (
        <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setReviewing(true)}>
          Review
        </Button>
      )}
      {canCreateContent(user, 'slide', slide.orgId) && (
        <Button variant="default" leftSection={<IconCopy size={16} />} loading={cloning.isLoading} onClick={() => void cloneSlide()}>
          Clone
        </Button>
      )}
      {mayLock(slide, user.id) && (
        <Button
          variant="default"
          leftSection={slide.locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
          loading={locking.isLoading}
          disabled={busy}
          aria-pressed={slide.locked}
          onClick={() => void toggleLock()}
        >
          {slide.locked ? 'Unlock' : 'Lock'}
        </Button>
      )}
      {slide.abilities.canEdit && (
        <Button
          variant="light"
          color={slide.active ? 'orange' : 'teal'}
          leftSection={slide.active ? <IconCircleOff size={16} /> : <IconCircleCheck size={16} />}
          loading={activating.isLoading}
          onClick={() => void toggleActive()}
        >
          {slide.active ? 'Deactivate' : 'Activate'}
        </Button>
      )}
      <ReviewDialog slide={slide} user={user} opened={reviewing} onClose={() => setReviewing(false)} />
    </>
  );
}
