import { leaderboardContentSchema } from '@lp/shared/formats/award-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../video/test-utils.tsx';
import { Editor } from './Editor.tsx';

describe('leaderboard editor', () => {
  it("chooses the team's board and its period, or the course's board", async () => {
    const { lastValue } = renderEditor(Editor, {});
    await userEvent.click(screen.getByText('This week'));
    expect(lastValue()).toEqual({ scope: 'app', window: 'week' });
    await userEvent.click(screen.getByText('This course'));
    expect(lastValue()).toEqual({ scope: 'course', window: 'week' });
    expect(screen.queryByText('This week')).toBeNull();
    expect(leaderboardContentSchema.safeParse(lastValue()).success).toBe(true);
  });
});
