import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openPdf } from '../kit/pdf/pdf.ts';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

vi.mock('../kit/pdf/pdf.ts', () => ({ openPdf: vi.fn() }));

const content = { url: '/api/v3/files/d1?sig=a', description: 'The site rules.' };
const renderPage = vi.fn(async () => undefined);

describe('document reader', () => {
  beforeEach(() => {
    renderPage.mockClear();
    vi.mocked(openPdf).mockResolvedValue({ pageCount: 4, renderPage, close: vi.fn() });
  });

  it('shows the PDF page by page and completes once every page has been seen', async () => {
    const { onComplete } = renderReader(Reader, content);
    expect(await screen.findByRole('region', { name: 'Safety basics, page 1 of 4' })).toBeTruthy();
    expect(openPdf).toHaveBeenCalledWith('/api/v3/files/d1?sig=a');
    expect(await screen.findByText('Pages read: 25%')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(renderPage).toHaveBeenLastCalledWith(2, expect.any(HTMLCanvasElement), expect.any(Number));
    const region = screen.getByRole('region', { name: 'Safety basics, page 2 of 4' });
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Pages read: 75%')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();

    const pageNumber = screen.getByRole('textbox', { name: 'Page number' });
    await userEvent.tripleClick(pageNumber);
    await userEvent.keyboard('4');
    expect(screen.getByText('Pages read: 100%')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it('reports the share of pages seen when the learner leaves early', async () => {
    const { onComplete, unmount } = renderReader(Reader, content);
    await screen.findByText('Pages read: 25%');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    unmount();
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 50 });
  });

  it('offers the file when the PDF cannot be shown', async () => {
    vi.mocked(openPdf).mockRejectedValue(new Error('Invalid PDF'));
    renderReader(Reader, content);
    expect(await screen.findByText('The document could not be shown here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the file' }).getAttribute('href')).toBe(
      '/api/v3/files/d1?sig=a',
    );
  });
});
