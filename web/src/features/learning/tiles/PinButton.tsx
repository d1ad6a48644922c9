import { ActionIcon } from '@mantine/core';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { useToggleFavoriteModuleMutation } from '../api';

/** Pins a course to the Favorites panel, or takes it off (PUT /user/favoriteModule). */
export function PinButton({ moduleId, favorite, name }: { moduleId: string; favorite: boolean; name: string }) {
  const [toggle, { isLoading }] = useToggleFavoriteModuleMutation();
  const label = favorite ? LEARNING_TEXT.unpin : LEARNING_TEXT.pin;
  return (
    <ActionIcon
      variant={favorite ? 'light' : 'subtle'}
      color={favorite ? 'cyto' : 'gray'}
      radius="xl"
      size="lg"
      title={label}
      aria-label={`${label}: ${name}`}
      aria-pressed={favorite}
      loading={isLoading}
      onClick={() =>
        void toggle({ moduleId })
          .unwrap()
          .catch((error: unknown) => showToast({ message: isApiFailure(error) ? error.message : String(error), level: 'warning' }))
      }
    >
      {favorite ? <IconPinFilled size={18} /> : <IconPin size={18} stroke={1.7} />}
    </ActionIcon>
  );
}
