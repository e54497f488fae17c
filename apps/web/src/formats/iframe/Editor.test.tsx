import { iframeContentSchema } from '@lp/shared/formats/media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('webpage editor', () => {
  it('takes an https address, a title for screen readers and a height', async () => {
    const { latest } = renderEditor(Editor, {});
    const address = screen.getByRole('textbox', { name: 'Page address' });
    await userEvent.click(address);
    await userEvent.paste('javascript:alert(1)');
    expect(screen.getByText('Use an https:// address')).toBeTruthy();
    await userEvent.clear(address);
    await userEvent.paste('https://handbook.example.com');
    await userEvent.click(
      screen.getByRole('textbox', { name: 'What the page is (read out by screen readers)' }),
    );
    await userEvent.paste('Handbook');
    expect(latest()).toEqual({ url: 'https://handbook.example.com', title: 'Handbook' });
    expect(iframeContentSchema.safeParse(latest()).success).toBe(true);
  });
});
