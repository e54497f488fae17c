import { awardContentSchema } from '@lp/shared/formats/award-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('badge editor', () => {
  it('edits the title and description and explains where the points come from', async () => {
    mockApi({ 'GET files/getList?kind=image': jsonResponse([]) });
    const { latest } = renderEditor(Editor, {}, { settings: { maxPoints: 40 } as never });
    expect(screen.getByText(/maximum points \(40\) once/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'How to claim the reward' })).toBeNull();
    await userEvent.click(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('Safety star');
    expect(latest()).toEqual({ title: 'Safety star' });
    expect(awardContentSchema.safeParse(latest()).success).toBe(true);
  });
});
