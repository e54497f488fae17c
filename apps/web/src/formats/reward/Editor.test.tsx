import { rewardContentSchema } from '@lp/shared/formats/award-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('reward editor', () => {
  it('says how to claim it and that it grants no points', async () => {
    mockApi({ 'GET files/getList?kind=image': jsonResponse([]) });
    const { latest } = renderEditor(
      Editor,
      { title: 'Lunch voucher' },
      { settings: { maxPoints: 40 } as never },
    );
    expect(screen.getByText('A reward grants no points or coins.')).toBeTruthy();
    await userEvent.click(screen.getByRole('textbox', { name: 'How to claim the reward' }));
    await userEvent.paste('Show this at the canteen.');
    expect(latest()).toEqual({ title: 'Lunch voucher', howToClaim: 'Show this at the canteen.' });
    expect(rewardContentSchema.safeParse(latest()).success).toBe(true);
  });
});
