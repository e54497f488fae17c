import type { BuilderProgram } from '@lp/shared/builder';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock.ts';
import { jsonResponse, signInBuilder } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ProgramAnalytics } from './ProgramAnalytics.tsx';

const course = (n: number) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Course ${n}`,
  kind: 'course' as const,
  launched: true,
  position: n,
});
const summary = (n: number, enrolled: number) => ({
  courseId: course(n)._id,
  name: `Course ${n}`,
  enrolled,
  started: 0,
  completed: 0,
  failed: 0,
  completionRate: 0,
  averageScore: null,
  averageTimeSpent: 0,
  statuses: { not_started: enrolled, in_progress: 0, completed: 0, failed: 0 },
  completionsByDay: [],
});

describe("a program's analytics", () => {
  it("shows the tabs of the program's first course, then of the course chosen", async () => {
    signInBuilder('Creator');
    mockApi({
      [`GET analytics/courses/${course(1)._id}/summary`]: jsonResponse(summary(1, 7)),
      [`GET analytics/courses/${course(2)._id}/summary`]: jsonResponse(summary(2, 42)),
    });
    const program = { courses: [course(2), course(1)] } as unknown as BuilderProgram;
    renderWithProviders(<ProgramAnalytics program={program} />);
    expect(await screen.findByRole('row', { name: 'Not started 7' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Analytics of the course' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Course 2' }));
    expect(await screen.findByRole('row', { name: 'Not started 42' })).toBeTruthy();
  });
});
