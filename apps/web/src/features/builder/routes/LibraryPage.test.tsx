import { LIMITS } from '@lp/shared/constants';
import { uploadTooLargeMessage } from '@lp/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { id } from '../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { FIRST_RENDER, signInBuilder } from '../testing/builder-factories.ts';

const asset = {
  _id: id(700),
  name: 'logo.png',
  kind: 'image',
  mimeType: 'image/png',
  size: 2048,
  url: '/api/v3/files/700?sig=abc',
  thumbnailUrl: '/api/v3/files/700/thumbnail?sig=abc',
  width: 64,
  height: 64,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
};

/** What banners/create answers: the saved body with its id and times. */
const saved = {
  _id: id(900),
  id: id(900),
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
};

function mockLibrary() {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    'GET assets/list?page=1&limit=24': jsonResponse({ assets: [asset], total: 1, page: 1, limit: 24 }),
    'POST assets/create': jsonResponse(asset, { status: 201 }),
    'GET tags/list': jsonResponse([]),
    'GET banners/list': jsonResponse([]),
    'POST banners/create': (init) =>
      jsonResponse({ ...saved, ...JSON.parse(String(init?.body)) }, { status: 201 }),
    'POST tags/create': jsonResponse({
      _id: id(800),
      id: id(800),
      name: 'Safety',
      counts: { courses: 0, programs: 0, articles: 0 },
      createdAt: '2027-01-01T00:00:00.000Z',
      updatedAt: '2027-01-01T00:00:00.000Z',
    }),
  });
}

function fileOfSize(name: string, bytes: number, type: string) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

beforeEach(() => {
  signInBuilder();
});

describe('builder library', () => {
  it('lists files with thumbnails and uploads a dropped file', async () => {
    const fetchMock = mockLibrary();
    const { container } = renderApp('/builder/library');
    expect(await screen.findByRole('img', { name: 'logo.png' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the link of logo.png' })).toBeTruthy();

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, fileOfSize('team.png', 4096, 'image/png'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST assets/create')).toHaveLength(1));
    expect(await screen.findByText('logo.png was uploaded.')).toBeTruthy();
  });

  it('refuses a file above the upload limit with the SPEC message', async () => {
    const fetchMock = mockLibrary();
    const { container } = renderApp('/builder/library');
    await screen.findByRole('img', { name: 'logo.png' }, FIRST_RENDER);

    const bytes = (LIMITS.uploadMaxKb + 10) * 1024;
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, fileOfSize('huge.mp4', bytes, 'video/mp4'));
    expect(await screen.findByText(uploadTooLargeMessage(bytes, LIMITS.uploadMaxKb))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST assets/create')).toHaveLength(0);
  });

  it('creates a tag', async () => {
    const fetchMock = mockLibrary();
    renderApp('/builder/library?tab=tags');
    await userEvent.type(await screen.findByRole('textbox', { name: 'New tag' }, FIRST_RENDER), 'Safety');
    await userEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST tags/create')).toHaveLength(1));
    expect(await screen.findByText('Tag Safety was created.')).toBeTruthy();
  });

  it('refuses a tag name the shared rule does not allow, in the builder words', async () => {
    const fetchMock = mockLibrary();
    renderApp('/builder/library?tab=tags');
    await userEvent.type(await screen.findByRole('textbox', { name: 'New tag' }, FIRST_RENDER), 'Safety!');
    await userEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(
      await screen.findByText(
        'Tag names use letters, digits, spaces, underscores and hyphens, at most 48 characters.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST tags/create')).toHaveLength(0);
  });

  it('checks a new banner against the shared banner rules, then saves it trimmed', async () => {
    const fetchMock = mockLibrary();
    renderApp('/builder/library?tab=banners');
    await userEvent.click(await screen.findByRole('button', { name: 'New banner' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'New banner' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Summer sale ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
    const priority = within(dialog).getByRole('textbox', { name: 'Priority' });
    await userEvent.clear(priority);
    await userEvent.type(priority, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(within(dialog).getByText('Links must start with http://, https:// or /.')).toBeTruthy();
    expect(within(dialog).getByText('Priority is a whole number from -1000 to 1000.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST banners/create')).toHaveLength(0);

    const link = within(dialog).getByRole('textbox', { name: 'Link' });
    await userEvent.clear(link);
    await userEvent.type(link, '/tags/sale');
    await userEvent.clear(priority);
    await userEvent.type(priority, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST banners/create')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST banners/create')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Summer sale',
      description: '',
      image: null,
      link: '/tags/sale',
      priority: 10,
      button_text: '',
      published: false,
    });
    expect(await screen.findByText('Banner saved.')).toBeTruthy();
  });
});
