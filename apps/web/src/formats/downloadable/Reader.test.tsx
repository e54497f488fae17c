import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openPdf } from '../kit/pdf/pdf.ts';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

vi.mock('../kit/pdf/pdf.ts', () => ({ openPdf: vi.fn() }));

describe('downloadable reader', () => {
  it('offers the file for download and completes when it is downloaded', async () => {
    const { onComplete } = renderReader(Reader, {
      url: '/api/v3/files/z1?sig=a',
      fileName: 'checklist.zip',
      description: 'All the forms.',
    });
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/api/v3/files/z1?sig=a');
    expect(link.getAttribute('download')).toBe('checklist.zip');
    expect(openPdf).not.toHaveBeenCalled();
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
  });

  it('also shows a PDF page by page', async () => {
    vi.mocked(openPdf).mockResolvedValue({
      pageCount: 1,
      renderPage: vi.fn(async () => undefined),
      close: vi.fn(),
    });
    const { onComplete } = renderReader(Reader, {
      url: '/api/v3/files/p1?sig=a',
      fileName: 'guide.pdf',
      isPdf: true,
    });
    expect(await screen.findByRole('region', { name: 'Safety basics, page 1 of 1' })).toBeTruthy();
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 }));
  });
});
