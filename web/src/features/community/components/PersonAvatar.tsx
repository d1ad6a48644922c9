import { Avatar, type MantineSize } from '@mantine/core';
import type { PersonRef } from '@cytocampus/contracts';
import { fileUrl } from '../../../shared/uploads/fileUrl';
import { initials } from '../threadRules';

/** A person's picture, or their initials when there is none (or their preferences hide it). */
export function PersonAvatar({ person, size = 36 }: { person: PersonRef | undefined; size?: number | MantineSize }) {
  return (
    <Avatar
      size={size}
      radius="xl"
      color="cyto"
      variant="light"
      src={person?.avatar ? fileUrl(person.avatar) : null}
      alt={person ? person.name : ''}
      fz={typeof size === 'number' ? Math.max(11, Math.round(size * 0.38)) : undefined}
      fw={600}
    >
      {person ? initials(person.name) : '?'}
    </Avatar>
  );
}
