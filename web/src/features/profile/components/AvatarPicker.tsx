import { Button, Group } from '@mantine/core';
import type { CurrentUser } from '@cytocampus/contracts';
import type { FileKind } from '@cytocampus/schema';
import { IMAGE_MAX_BYTES } from '@cytocampus/schema';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { FilePicker, type UploadedFileRef } from '../../../shared/uploads';
import { useUpdateProfileMutation } from '../api';

/** Kinds every browser shows in an <img>. */
const AVATAR_KINDS: readonly FileKind[] = ['png', 'jpg', 'gif', 'webp'];

/** Uploads a picture and makes it the user's avatar (PUT /user/profile with its file id). */
export function AvatarPicker({ user }: { user: CurrentUser }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const save = async (avatar: string) => {
    const result = await updateProfile({ avatar });
    if ('error' in result) {
      showToast({ title: 'Picture not saved', message: isApiFailure(result.error) ? result.error.message : 'Please try again.' });
      return;
    }
    showToast({ message: avatar ? 'Your picture has been updated.' : 'Your picture has been removed.', level: 'info' });
  };

  return (
    <Group gap="xs" align="flex-start">
      <FilePicker
        purpose="image"
        kinds={AVATAR_KINDS}
        maxBytes={IMAGE_MAX_BYTES}
        label={user.bio.avatar ? 'Change picture' : 'Upload picture'}
        disabled={isLoading}
        onUploaded={(file: UploadedFileRef) => void save(file.fileId)}
      />
      {user.bio.avatar && (
        <Button variant="subtle" color="gray" size="xs" disabled={isLoading} onClick={() => void save('')}>
          Remove
        </Button>
      )}
    </Group>
  );
}
