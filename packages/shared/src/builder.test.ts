import { describe, expect, it } from 'vitest';
import {
  articleCreateBodySchema,
  BUILDER_MESSAGES,
  courseCreateBodySchema,
  courseUpdateBodySchema,
  dashboardQuerySchema,
  deckUpdateBodySchema,
  launchBodySchema,
  launchedAssessmentMessage,
  moveParamsSchema,
  programCreateBodySchema,
  programUpdateBodySchema,
} from './builder.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('builder request schemas', () => {
  it('fills the defaults of a new course and trims its name', () => {
    expect(courseCreateBodySchema.parse({ name: '  Safety ' })).toEqual({
      name: 'Safety',
      description: '',
      image: null,
      priority: 0,
      languages: [],
      tags: [],
    });
  });

  it('rejects a blank name, unknown languages and bad setting values', () => {
    expect(courseCreateBodySchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(courseCreateBodySchema.safeParse({ name: 'X', languages: ['fr'] }).success).toBe(false);
    expect(courseUpdateBodySchema.safeParse({ settings: { theme: 'neon' } }).success).toBe(false);
    expect(courseUpdateBodySchema.parse({ settings: { sequential: true } })).toEqual({
      settings: { sequential: true },
    });
  });

  it('takes a program theme of #rrggbb colors and ordered course ids', () => {
    const body = programCreateBodySchema.parse({ name: 'P', courseIds: [ID], theme: { main: '#aabbcc' } });
    expect(body).toMatchObject({
      published: false,
      sequential: false,
      courseIds: [ID],
      theme: { main: '#aabbcc' },
    });
    expect(programUpdateBodySchema.safeParse({ theme: { main: 'red' } }).error?.issues[0]?.message).toBe(
      'Colors are written #rrggbb',
    );
    expect(programUpdateBodySchema.parse({ theme: null })).toEqual({ theme: null });
  });

  it('needs a reader type for articles and a resetProgress flag for launches', () => {
    expect(articleCreateBodySchema.safeParse({ name: 'A' }).success).toBe(false);
    expect(articleCreateBodySchema.parse({ name: 'A', readerType: 'news' }).published).toBe(false);
    expect(launchBodySchema.safeParse({}).success).toBe(false);
    expect(launchBodySchema.parse({ resetProgress: true })).toEqual({ resetProgress: true });
  });

  it('moves only up or down and filters the dashboard by known kinds', () => {
    expect(moveParamsSchema.safeParse({ id: ID, direction: 'left' }).error?.issues[0]?.message).toBe(
      'Direction is up or down',
    );
    expect(dashboardQuerySchema.parse({ kind: 'exam', text: ' fire ' })).toEqual({
      kind: 'exam',
      text: 'fire',
    });
    expect(dashboardQuerySchema.safeParse({ kind: 'lesson' }).success).toBe(false);
    expect(deckUpdateBodySchema.safeParse({ settings: { passingPercentage: 101 } }).success).toBe(false);
  });

  it('words the lock and limit messages for the builder', () => {
    expect(BUILDER_MESSAGES.courseLaunched).toBe('This course is launched. Unlaunch it to edit its content.');
    expect(BUILDER_MESSAGES.programThemeTooManyCourses(12)).toBe(
      'Programs can be themed only if they hold fewer than 12 courses.',
    );
    expect(launchedAssessmentMessage('contest', 'structure')).toContain('This contest has been launched');
    expect(launchedAssessmentMessage('exam', 'scoredDeck')).toContain('This exam has been launched');
  });
});
