import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../level-progress.ts';

/** A learner's picture, or the initials of their name (SPEC §5) when they have none. */
export function LearnerAvatar({
  name,
  image,
  ...props
}: { name: string; image: string | null } & AvatarProps) {
  return (
    <Avatar src={image} alt={image ? name : undefined} radius="xl" color="initials" name={name} {...props}>
      <span aria-hidden>{initialsOf(name)}</span>
    </Avatar>
  );
}
