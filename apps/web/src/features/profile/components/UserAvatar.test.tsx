import { defaultAvatarConfig } from '@lp/shared/avatar';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { StoredAvatarPicture } from './AvatarPicture.tsx';
import { UserAvatar } from './UserAvatar.tsx';

describe('UserAvatar', () => {
  it('shows the initials without a stored avatar', () => {
    renderWithProviders(<UserAvatar name="Ada Lovelace" image={null} avatarConfig={null} size={32} />);
    expect(screen.getByText('AL')).toBeTruthy();
  });

  it('draws a valid stored avatar, named for the person', async () => {
    const config = defaultAvatarConfig('female', () => 0) as Record<string, string>;
    renderWithProviders(<UserAvatar name="Ada Lovelace" image={null} avatarConfig={config} size={32} />);
    expect(await screen.findByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByText('AL')).toBeNull();
  });

  it('keeps the fallback for a stored avatar that is not valid', () => {
    renderWithProviders(
      <StoredAvatarPicture config={{ topType: 'NoSuchHair' }} fallback="AL" size={32} label="Ada Lovelace" />,
    );
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Ada Lovelace' })).toBeNull();
  });
});
