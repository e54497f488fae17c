import { Avatar } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { initialsOf } from '../../../lib/initials.ts';

// The avataaars drawing loads only for people who made an avatar, keeping it off the first screen's code.
const StoredAvatarPicture = lazy(async () => ({
  default: (await import('./AvatarPicture.tsx')).StoredAvatarPicture,
}));

/** SPEC §2: the uploaded picture, else the avataaars avatar, else the initials of the first two words. */
export function UserAvatar({
  name,
  image,
  avatarConfig,
  size,
}: {
  name: string;
  image: string | null;
  avatarConfig: Record<string, string> | null;
  size: number;
}) {
  const initials = (
    <Avatar alt={name} radius="xl" size={size} color="gray">
      {initialsOf(name)}
    </Avatar>
  );
  if (image) return <Avatar src={image} alt={name} radius="xl" size={size} />;
  if (!avatarConfig) return initials;
  return (
    <Suspense fallback={initials}>
      <StoredAvatarPicture config={avatarConfig} fallback={initials} size={size} label={name} />
    </Suspense>
  );
}
