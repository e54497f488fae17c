import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Dropzone } from './Dropzone.tsx';

describe('Dropzone', () => {
  it('names its hidden file input like the zone, so no unlabelled form field is left', () => {
    const { container } = renderWithProviders(
      <Dropzone onDrop={vi.fn()} aria-label="Upload files">
        <span>Drop files here</span>
      </Dropzone>,
    );
    const input = container.querySelector('input[type="file"]');
    expect(input?.getAttribute('aria-label')).toBe('Upload files');
    expect(screen.getByText('Drop files here')).toBeTruthy();
  });

  it('keeps a label the caller gives the input itself', () => {
    const { container } = renderWithProviders(
      <Dropzone onDrop={vi.fn()} aria-label="Zone" inputProps={{ 'aria-label': 'Package file' }}>
        <span>Drop</span>
      </Dropzone>,
    );
    expect(container.querySelector('input[type="file"]')?.getAttribute('aria-label')).toBe('Package file');
  });
});
