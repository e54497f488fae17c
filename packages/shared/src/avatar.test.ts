import { describe, expect, it } from 'vitest';
import { AVATAR_GRAPHICS, avatarConfigSchema, defaultAvatarConfig, withGender } from './avatar.ts';

describe('avatar options', () => {
  it('starts every avatar valid, grey, with a random graphic of the four', () => {
    for (const gender of ['male', 'female'] as const) {
      const config = defaultAvatarConfig(gender);
      expect(avatarConfigSchema.safeParse(config).success).toBe(true);
      expect(config.background).toBe('#E0E0E0');
      expect(AVATAR_GRAPHICS).toContain(config.graphicType);
    }
    expect(defaultAvatarConfig('male', () => 0.99).graphicType).toBe('Skull');
  });

  it('offers facial hair to male avatars only', () => {
    const male = defaultAvatarConfig('male');
    expect(male.facialHairType).toBe('Blank');
    const female = { ...defaultAvatarConfig('female'), facialHairType: 'BeardLight' };
    const result = avatarConfigSchema.safeParse(female);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['facialHairType']);
  });

  it("rejects an option outside the gender's list and unknown keys", () => {
    expect(
      avatarConfigSchema.safeParse({ ...defaultAvatarConfig('male'), topType: 'LongHairBob' }).success,
    ).toBe(false);
    expect(avatarConfigSchema.safeParse({ ...defaultAvatarConfig('male'), hat: 'x' }).success).toBe(false);
  });

  it('keeps shared choices when the gender changes', () => {
    const male = { ...defaultAvatarConfig('male'), skinColor: 'Brown', facialHairType: 'BeardLight' };
    const female = withGender(male, 'female');
    expect(female.skinColor).toBe('Brown');
    expect(female.facialHairType).toBeUndefined();
    expect(avatarConfigSchema.safeParse(female).success).toBe(true);
  });
});
