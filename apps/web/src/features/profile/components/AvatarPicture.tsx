import { type AvatarConfig, avatarConfigSchema } from '@lp/shared/avatar';
import Avatar from '@vierweb/avataaars';
import type { ReactNode } from 'react';

/** An avataaars avatar on its round background (SPEC §3: grey unless the learner picks another). */
export function AvatarPicture({
  config,
  size,
  label,
}: {
  config: AvatarConfig;
  size: number;
  label?: string;
}) {
  const { gender: _gender, background, ...options } = config;
  return (
    <div
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{
        width: size,
        height: size,
        borderRadius: '50%',
        background,
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      <Avatar avatarStyle="Transparent" style={{ width: size, height: size }} {...options} />
    </div>
  );
}

/**
 * A stored avatar config drawn when it is valid, else `fallback`. The check sits here, loaded with the
 * drawing, so a signed-in screen without an avatar does not load the avatar schemas.
 */
export function StoredAvatarPicture({
  config,
  fallback,
  size,
  label,
}: {
  config: Record<string, string>;
  fallback: ReactNode;
  size: number;
  label: string;
}) {
  const avatar = avatarConfigSchema.safeParse(config);
  if (!avatar.success) return fallback;
  return <AvatarPicture config={avatar.data} size={size} label={label} />;
}
