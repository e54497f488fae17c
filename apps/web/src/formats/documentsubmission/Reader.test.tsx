import { LIMITS } from '@lp/shared/constants';
import { uploadTooLargeMessage } from '@lp/shared/validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const content = { instructions: 'Upload your signed safety form.', accepted: ['application/pdf'] };

function submission(id: string, name: string) {
  return {
    _id: id,
    deckId: 'deck-1',
    category: 'documentsubmission',
    learner: { _id: 'user-1', name: 'Asha Rao', image: null },
    note: '',
    asset: {
      _id: `asset-${id}`,
      name,
      kind: 'document',
      mimeType: 'application/pdf',
      size: 20_480,
      url: `/api/v3/files/asset-${id}?sig=x`,
      thumbnailUrl: null,
      width: null,
      height: null,
      createdAt: '2027-03-05T10:00:00.000Z',
      updatedAt: '2027-03-05T10:00:00.000Z',
    },
    createdAt: '2027-03-05T10:00:00.000Z',
  };
}

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('document submission reader', () => {
  it('uploads the chosen file with a note, lists it and completes the deck', async () => {
    let listed = [submission('s1', 'old-form.pdf')];
    const fetchMock = mockApi({
      'GET decks/deck-1/submissions': () => jsonResponse(listed),
      'POST decks/deck-1/submissions': () => {
        listed = [submission('s2', 'form.pdf'), ...listed];
        return jsonResponse(listed[0], { status: 201 });
      },
    });
    const { container, onComplete } = renderReader(Reader, content, { deckId: 'deck-1' });
    expect(screen.getByText('Upload your signed safety form.')).toBeTruthy();
    expect(screen.getByText(/Accepted: PDF, up to 50 MB/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'old-form.pdf' })).toBeTruthy();

    await userEvent.upload(
      fileInput(container),
      new File(['%PDF-1.7'], 'form.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for the reviewer (optional)' }), 'Signed');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 }));
    const [[, init]] = callsTo(fetchMock, 'POST decks/deck-1/submissions') as [[unknown, RequestInit]];
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('form.pdf');
    expect(form.get('note')).toBe('Signed');
    expect(await screen.findByRole('link', { name: 'form.pdf' })).toBeTruthy();
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
  });

  it('shows the SPEC size message before uploading a file that is too large', async () => {
    const fetchMock = mockApi({ 'GET decks/deck-1/submissions': jsonResponse([]) });
    const { container, onComplete } = renderReader(Reader, content, { deckId: 'deck-1' });
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: LIMITS.uploadMaxKb * 1024 + 5000 });
    await userEvent.upload(fileInput(container), big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      uploadTooLargeMessage(big.size, LIMITS.uploadMaxKb),
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(callsTo(fetchMock, 'POST decks/deck-1/submissions')).toHaveLength(0);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shows the server refusal and does not complete', async () => {
    mockApi({
      'GET decks/deck-1/submissions': jsonResponse([]),
      'POST decks/deck-1/submissions': jsonResponse(
        { message: 'A documentsubmission deck accepts only document files.' },
        { status: 400 },
      ),
    });
    const { container, onComplete } = renderReader(Reader, content, { deckId: 'deck-1' });
    await userEvent.upload(fileInput(container), new File(['%PDF'], 'form.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A documentsubmission deck accepts only document files.',
    );
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('explains that submissions need a course deck', () => {
    renderReader(Reader, content);
    expect(screen.getByText('Submissions can be made when this is part of a course.')).toBeTruthy();
  });
});
