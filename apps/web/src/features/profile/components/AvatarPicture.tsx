import type { AvatarConfig } from '@lp/shared/avatar';
import Avatar from '@vierweb/avataaars';

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
