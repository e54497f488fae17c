import { describe, expect, it } from 'vitest';
import { awardContentSchema, leaderboardContentSchema, rewardContentSchema } from './award-content.ts';
import { learnerContent } from './learner-content.ts';
import {
  eventContentSchema,
  iframeContentSchema,
  interactiveVideoContentSchema,
  podcastContentSchema,
  submissionContentSchema,
  videoContentSchema,
  webinarContentSchema,
} from './media.ts';
import { parseFormatContent } from './registry.ts';

const schedule = {
  title: 'Town hall',
  startsAt: '2027-03-05T04:00:00.000Z',
  durationMinutes: 60,
  timezone: 'Asia/Kolkata',
};

describe('media content schemas', () => {
  it('takes uploaded files and https addresses, never http or script addresses', () => {
    expect(videoContentSchema.safeParse({ url: '/api/v3/files/a?sig=b' }).success).toBe(true);
    expect(videoContentSchema.safeParse({ url: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
    for (const url of ['http://example.com/a.mp4', 'javascript:alert(1)', '//evil.example.com/a.mp4', '']) {
      expect(videoContentSchema.safeParse({ url }).success).toBe(false);
    }
    expect(iframeContentSchema.safeParse({ url: '/api/v3/files/a', title: 'x' }).success).toBe(false);
  });

  it('ties every interactive video question to one time', () => {
    const questions = [{ id: 'q1', type: 'truefalse', prompt: 'Safe?', answer: true }];
    const video = { url: 'https://youtu.be/dQw4w9WgXcQ', questions };
    expect(
      interactiveVideoContentSchema.safeParse({ ...video, cues: [{ questionId: 'q1', at: 5 }] }).success,
    ).toBe(true);
    expect(interactiveVideoContentSchema.safeParse({ ...video, cues: [] }).success).toBe(false);
    expect(
      interactiveVideoContentSchema.safeParse({ ...video, cues: [{ questionId: 'q9', at: 5 }] }).success,
    ).toBe(false);
    const ordering = {
      id: 'q1',
      type: 'ordering',
      prompt: 'Order',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      answer: ['a', 'b'],
    };
    expect(
      interactiveVideoContentSchema.safeParse({
        ...video,
        questions: [ordering],
        cues: [{ questionId: 'q1', at: 5 }],
      }).success,
    ).toBe(false);
  });

  it('keeps the cue times but not the answer keys in what a learner receives', () => {
    const content = {
      url: 'https://youtu.be/dQw4w9WgXcQ',
      questions: [{ id: 'q1', type: 'truefalse', prompt: 'Safe?', answer: true, explanation: 'Yes' }],
      cues: [{ questionId: 'q1', at: 5 }],
    };
    expect(learnerContent(content)).toEqual({
      url: content.url,
      questions: [{ id: 'q1', type: 'truefalse', prompt: 'Safe?' }],
      cues: content.cues,
    });
  });

  it('checks time zones, start instants and join links of sessions', () => {
    expect(
      webinarContentSchema.safeParse({ ...schedule, joinUrl: 'https://meet.example.com/x' }).success,
    ).toBe(true);
    expect(webinarContentSchema.safeParse(schedule).success).toBe(false);
    expect(
      webinarContentSchema.safeParse({
        ...schedule,
        timezone: 'Mars/Olympus',
        joinUrl: 'https://m.example.com',
      }).success,
    ).toBe(false);
    expect(eventContentSchema.safeParse({ ...schedule, location: 'Hall B' }).success).toBe(true);
    expect(
      eventContentSchema.safeParse({ ...schedule, startsAt: '5 March', location: 'Hall B' }).success,
    ).toBe(false);
  });

  it('accepts only the file types the server takes for each submission format', () => {
    const photos = submissionContentSchema('photosubmission');
    expect(photos.safeParse({ instructions: 'Your desk', accepted: ['image/jpeg'] }).success).toBe(true);
    expect(photos.safeParse({ instructions: 'Your desk', accepted: ['application/pdf'] }).success).toBe(
      false,
    );
    expect(photos.safeParse({ instructions: 'Your desk', accepted: [] }).success).toBe(false);
    expect(
      parseFormatContent('documentsubmission', { instructions: 'Form', accepted: ['application/pdf'] })
        ?.success,
    ).toBe(true);
  });

  it('needs a title for every podcast chapter', () => {
    expect(
      podcastContentSchema.safeParse({ url: '/api/v3/files/p', chapters: [{ title: '', at: 0 }] }).success,
    ).toBe(false);
  });
});

describe('award content schemas', () => {
  it('keeps no points in the content: the deck settings grant them', () => {
    const parsed = awardContentSchema.parse({ title: 'Safety star', pointsDelta: 500 });
    expect(parsed).toEqual({ title: 'Safety star', description: '' });
    expect(rewardContentSchema.parse({ title: 'Voucher' }).howToClaim).toBe('');
    expect(awardContentSchema.safeParse({ title: '' }).success).toBe(false);
  });

  it('defaults a leaderboard to the whole team, all time', () => {
    expect(leaderboardContentSchema.parse({})).toEqual({ title: '', scope: 'app', window: 'all' });
    expect(parseFormatContent('leaderboarddeck', { scope: 'galaxy' })?.success).toBe(false);
  });
});
