import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { callsTo } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeUser } from '../../../test/factories.ts';
import { openProfile } from '../testing/open-profile.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('EventSource', undefined);
});

describe('edit profile', () => {
  it('saves name and language, and the UI switches language', async () => {
    const fetchMock = openProfile('/editProfile', {
      user: makeUser({ first_name: 'Asha', last_name: 'Iyer' }),
      branding: makeBranding({ languages: ['en', 'hi'] }),
    });

    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Devi Iyer');
    await userEvent.click(screen.getAllByLabelText('Language')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'हिन्दी' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल संपादित करें' })).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST users/user-1/update/self')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Asha',
      last_name: 'Devi Iyer',
      lang: 'hi',
    });
    await waitFor(() => expect(useAuthStore.getState().user?.lang).toBe('hi'));
  });
});

describe('profile picture', () => {
  function setUp() {
    const user = makeUser();
    return openProfile('/editProfile', {
      user,
      routes: {
        'POST users/user-1/update/image': () =>
          jsonResponse({ ...user, image: '/api/v3/files/a/thumbnail?sig=x' }),
      },
    });
  }

  it('uploads a picture and shows it as the profile image', async () => {
    const fetchMock = setUp();
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    await userEvent.upload(input, new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST users/user-1/update/image')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST users/user-1/update/image')[0] ?? [];
    expect(init?.body).toBeInstanceOf(FormData);
    await waitFor(() => expect(useAuthStore.getState().user?.image).toBe('/api/v3/files/a/thumbnail?sig=x'));
  });

  it('says the SPEC size message for a picture over the limit and sends nothing', async () => {
    const fetchMock = setUp();
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    await userEvent.upload(input, big);
    expect(
      await screen.findByText(
        'The upload size of 52224 kB is higher than the limit of 51200 kB. Please choose a smaller file.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST users/user-1/update/image')).toHaveLength(0);
  });
});
