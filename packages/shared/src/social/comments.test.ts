import { describe, expect, it } from 'vitest';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  commentCreateBodySchema,
  commentListQuerySchema,
} from './comments.ts';

describe('comment schemas', () => {
  it('needs 1 to 2000 characters of text after trimming', () => {
    expect(commentCreateBodySchema.parse({ text: '  Hi  ' })).toEqual({ text: 'Hi' });
    const empty = commentCreateBodySchema.safeParse({ text: '   ' });
    expect(empty.error?.issues[0]?.message).toBe(COMMENT_MESSAGES.textRequired);
    const missing = commentCreateBodySchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe(COMMENT_MESSAGES.textRequired);
    const long = commentCreateBodySchema.safeParse({ text: 'x'.repeat(COMMENT_LIMITS.textMax + 1) });
    expect(long.error?.issues[0]?.message).toBe(COMMENT_MESSAGES.textTooLong);
  });

  it('takes an optional parent id', () => {
    const parentId = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
    expect(commentCreateBodySchema.parse({ text: 'Re', parentId })).toEqual({ text: 'Re', parentId });
    expect(commentCreateBodySchema.parse({ text: 'Re', parentId: null })).toEqual({
      text: 'Re',
      parentId: null,
    });
    expect(commentCreateBodySchema.safeParse({ text: 'Re', parentId: 'abc' }).success).toBe(false);
  });

  it('pages threads with bounded sizes', () => {
    expect(commentListQuerySchema.parse({})).toEqual({ page: 1, limit: COMMENT_LIMITS.pageDefault });
    expect(commentListQuerySchema.safeParse({ limit: String(COMMENT_LIMITS.pageMax + 1) }).success).toBe(
      false,
    );
  });
});
