import { AVATAR_OPTIONS, avatarConfigSchema } from '@lp/shared/avatar';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCESSORIES_TYPES,
  CLOTHE_COLORS,
  CLOTHE_TYPES,
  EYE_TYPES,
  EYEBROW_TYPES,
  FACIAL_HAIR_COLORS,
  FACIAL_HAIR_TYPES,
  HAIR_COLORS,
  MOUTH_TYPES,
  SKIN_COLORS,
  TOP_TYPES,
} from '@vierweb/avataaars';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { callsTo } from '../../../test/api-mock.ts';
import { openProfile } from '../testing/open-profile.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('EventSource', undefined);
});

describe('avatar editor', () => {
  it('offers only option names the avataaars library draws', () => {
    const library: Record<string, readonly string[]> = {
      topType: TOP_TYPES,
      accessoriesType: ACCESSORIES_TYPES,
      hairColor: HAIR_COLORS,
      facialHairType: FACIAL_HAIR_TYPES,
      facialHairColor: FACIAL_HAIR_COLORS,
      clotheType: CLOTHE_TYPES,
      clotheColor: CLOTHE_COLORS,
      eyeType: EYE_TYPES,
      eyebrowType: EYEBROW_TYPES,
      mouthType: MOUTH_TYPES,
      skinColor: SKIN_COLORS,
    };
    for (const lists of Object.values(AVATAR_OPTIONS)) {
      for (const [key, values] of Object.entries(lists)) {
        for (const value of values ?? []) expect([key, library[key]?.includes(value)]).toEqual([key, true]);
      }
    }
  });

  it('edits hair, hides facial hair for a female avatar and saves a valid avatar', async () => {
    const fetchMock = openProfile('/editProfile/avatar');

    expect(await screen.findByRole('tab', { name: 'Facial Hair' }, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hair option 3 of 19' }));
    expect(screen.getByRole('button', { name: 'Hair option 3 of 19' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Facial Hair' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save avatar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST users/user-1/update/self')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST users/user-1/update/self')[0] ?? [];
    const saved = (JSON.parse(String(init?.body)) as { avatarConfig: unknown }).avatarConfig;
    const parsed = avatarConfigSchema.parse(saved);
    expect(parsed.gender).toBe('female');
    expect(parsed.facialHairType).toBeUndefined();
    expect(parsed.background).toBe('#E0E0E0');
    await waitFor(() => expect(useAuthStore.getState().user?.avatarConfig).toEqual(saved));
  }, 30_000);
});
