import { DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import { offerContentSchema } from '@lp/shared/formats/commerce';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('offer', () => {
  it('reveals the code, which completes it (the server grants the points)', async () => {
    const { onComplete } = renderReader(
      Reader,
      { title: 'Canteen deal', benefit: '20% off', code: 'LUNCH20', validUntil: '2999-12-31' },
      { settings: { ...DEFAULT_DECK_SETTINGS, maxPoints: 50 } },
    );
    expect(screen.queryByText('LUNCH20')).toBeNull();
    expect(screen.getByText('Revealing it earns you 50 points')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal the code' }));
    expect(screen.getByText('LUNCH20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it('cannot be revealed once expired', () => {
    renderReader(Reader, { title: 'Old deal', code: 'OLD', validUntil: '2020-01-01' });
    expect(screen.getByRole('button', { name: 'Reveal the code' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Expired on/)).toBeTruthy();
  });

  it('checks that the offer starts before it ends', () => {
    const { latest } = renderEditor(Editor, { title: 'Deal', code: 'X' });
    typeInto(screen.getByLabelText('Valid from'), '2026-05-02');
    typeInto(screen.getByLabelText('Valid until'), '2026-05-01');
    expect(screen.getByRole('alert').textContent).toContain('The offer must start before it ends');
    typeInto(screen.getByLabelText('Code', { exact: false }), 'save10');
    typeInto(screen.getByLabelText('Valid until'), '2026-06-01');
    expect(offerContentSchema.parse(latest())).toMatchObject({ code: 'SAVE10', validUntil: '2026-06-01' });
  });
});
