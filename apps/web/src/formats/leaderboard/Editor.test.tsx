import { leaderboardContentSchema } from '@lp/shared/formats/award-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('leaderboard editor', () => {
  it("chooses the team's board and its period, or the course's board", async () => {
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getByText('This week'));
    expect(latest()).toEqual({ scope: 'app', window: 'week' });
    await userEvent.click(screen.getByText('This course'));
    expect(latest()).toEqual({ scope: 'course', window: 'week' });
    expect(screen.queryByText('This week')).toBeNull();
    expect(leaderboardContentSchema.safeParse(latest()).success).toBe(true);
  });
});
