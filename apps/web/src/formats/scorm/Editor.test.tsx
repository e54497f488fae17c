import { LIMITS } from '@lp/shared/constants';
import type { ScormPackage } from '@lp/shared/formats/scorm';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

const packageId = '0b7c6d52-3f1e-4a2b-9c8d-7e6f5a4b3c2d';
const uploaded: ScormPackage = {
  _id: packageId,
  title: 'Fire safety basics',
  version: '1.2',
  entry: 'content/index.html',
  size: 2048,
  createdAt: '2026-11-21T08:00:00.000Z',
};

const zip = (name = 'fire-safety.zip', type = 'application/zip') =>
  new File(['PK\u0003\u0004'], name, { type });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('SCORM editor', () => {
  it('uploads a package and shows its title, version and launch file', async () => {
    const fetchMock = mockApi({ 'POST formats/scorm/upload': jsonResponse(uploaded, { status: 201 }) });
    const { latest } = renderEditor(Editor, {});
    expect(screen.getByText('Upload a SCORM package')).toBeTruthy();
    await userEvent.upload(fileInput(), zip());
    await waitFor(() => expect(latest()).toEqual({ packageId }));
    expect(await screen.findByRole('heading', { name: 'Fire safety basics' })).toBeTruthy();
    expect(screen.getByText('SCORM version 1.2')).toBeTruthy();
    expect(screen.getByText('Starts at content/index.html')).toBeTruthy();
    expect(screen.getByText('Replace the SCORM package')).toBeTruthy();
    const body = callsTo(fetchMock, 'POST formats/scorm/upload')[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the current package and replaces it', async () => {
    const replacement = {
      ...uploaded,
      _id: '1c8d7e63-4a2f-4b3c-8d9e-8f7a6b5c4d3e',
      title: 'Fire safety 2',
      version: '2004',
    };
    mockApi({
      [`GET formats/scorm/packages/${packageId}`]: jsonResponse(uploaded),
      'POST formats/scorm/upload': jsonResponse(replacement, { status: 201 }),
    });
    const { latest } = renderEditor(Editor, { packageId, note: 'kept' });
    expect(await screen.findByRole('heading', { name: 'Fire safety basics' })).toBeTruthy();
    await userEvent.upload(fileInput(), zip('v2.zip'));
    await waitFor(() => expect(latest()).toEqual({ packageId: replacement._id, note: 'kept' }));
    expect(await screen.findByRole('heading', { name: 'Fire safety 2' })).toBeTruthy();
    expect(screen.getByText('SCORM version 2004')).toBeTruthy();
  });

  it("shows the server's reason when a package is refused", async () => {
    mockApi({
      'POST formats/scorm/upload': jsonResponse(
        { message: 'The package contains a path outside its folder: ../evil' },
        { status: 400 },
      ),
    });
    const { onChange } = renderEditor(Editor, {});
    await userEvent.upload(fileInput(), zip());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The package contains a path outside its folder: ../evil',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses files over the limit with the upload size message before sending them', async () => {
    const fetchMock = mockApi({});
    renderEditor(Editor, {});
    const big = zip();
    Object.defineProperty(big, 'size', { value: (LIMITS.scormPackageMaxKb + 1) * 1024 });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      `The upload size of ${LIMITS.scormPackageMaxKb + 1} kB is higher than the limit of ${LIMITS.scormPackageMaxKb} kB. Please choose a smaller file.`,
    );
    expect(callsTo(fetchMock, 'POST formats/scorm/upload')).toHaveLength(0);
  });

  it('only shows the package while the course is launched', async () => {
    mockApi({ [`GET formats/scorm/packages/${packageId}`]: jsonResponse(uploaded) });
    renderEditor(Editor, { packageId }, { readOnly: true });
    expect(await screen.findByRole('heading', { name: 'Fire safety basics' })).toBeTruthy();
    expect(fileInput()).toBeNull();
  });
});
