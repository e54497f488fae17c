import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, signInBuilder } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SurveysTab } from './SurveysTab.tsx';

const C = '00000000-0000-4000-8000-00000000000c';
const D = '00000000-0000-4000-8000-00000000000d';
const ANSWERS = `GET analytics/questions/${D}/responses/learners?questionId=why`;

const answer = (response: string, name: string) => ({
  userId: `${name}-id`,
  name,
  questionId: 'why',
  response,
  correct: false,
  answeredAt: '2026-11-20T10:00:00.000Z',
});

describe('the surveys tab', () => {
  it("pages a free-text question's answers on the server and searches them", async () => {
    signInBuilder('Creator');
    mockApi({
      [`GET analytics/courses/${C}/questions?category=survey`]: jsonResponse([
        {
          deckId: D,
          name: 'Pulse',
          category: 'survey',
          scoreHistogram: [],
          questions: [
            {
              questionId: 'why',
              prompt: 'Why?',
              type: 'text',
              responses: 45,
              correct: 0,
              percentCorrect: null,
              answers: [],
            },
          ],
        },
      ]),
      [`GET analytics/courses/${C}/questions?category=poll`]: jsonResponse([]),
      [`${ANSWERS}&page=1&pageSize=20`]: jsonResponse({
        responses: [answer('Clear and short', 'Ada')],
        total: 45,
        page: 1,
        pageSize: 20,
      }),
      [`${ANSWERS}&page=2&pageSize=20`]: jsonResponse({
        responses: [answer('Too long', 'Bo')],
        total: 45,
        page: 2,
        pageSize: 20,
      }),
      [`${ANSWERS}&page=1&pageSize=20&search=dull`]: jsonResponse({
        responses: [answer('The examples were dull', 'Cy')],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    renderWithProviders(<SurveysTab courseId={C} />);
    const table = await screen.findByRole('table', { name: 'Answers to: Why?' });
    expect(within(table).getByRole('cell', { name: 'Clear and short' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'Too long' }, { timeout: 10_000 })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the answers' }), 'dull');
    expect(
      await screen.findByRole('cell', { name: 'The examples were dull' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
