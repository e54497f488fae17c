import { z } from 'zod';

/**
 * Avatar options (SPEC §3 "Avatar options"): the avataaars option names, with separate male and
 * female lists; facial hair exists only on the male list. Values are the library's option names.
 */
const HEADWEAR = [
  'NoHair',
  'Hat',
  'WinterHat1',
  'WinterHat2',
  'WinterHat3',
  'WinterHat4',
  'Eyepatch',
] as const;
const SHORT_HAIR = [
  'ShortHairDreads01',
  'ShortHairDreads02',
  'ShortHairFrizzle',
  'ShortHairShaggyMullet',
  'ShortHairShortCurly',
  'ShortHairShortFlat',
  'ShortHairShortRound',
  'ShortHairShortWaved',
  'ShortHairSides',
  'ShortHairTheCaesar',
  'ShortHairTheCaesarSidePart',
  'Turban',
] as const;
const LONG_HAIR = [
  'LongHairBigHair',
  'LongHairBob',
  'LongHairBun',
  'LongHairCurly',
  'LongHairCurvy',
  'LongHairDreads',
  'LongHairFrida',
  'LongHairFro',
  'LongHairFroBand',
  'LongHairNotTooLong',
  'LongHairShavedSides',
  'LongHairMiaWallace',
  'LongHairStraight',
  'LongHairStraight2',
  'LongHairStraightStrand',
  'Hijab',
] as const;
const ACCESSORIES = [
  'Blank',
  'Kurt',
  'Prescription01',
  'Prescription02',
  'Round',
  'Sunglasses',
  'Wayfarers',
] as const;
const HAIR_COLORS = [
  'Auburn',
  'Black',
  'Blonde',
  'BlondeGolden',
  'Brown',
  'BrownDark',
  'PastelPink',
  'Platinum',
  'Red',
  'SilverGray',
] as const;
const FACIAL_HAIR = [
  'Blank',
  'BeardMedium',
  'BeardLight',
  'BeardMajestic',
  'MoustacheFancy',
  'MoustacheMagnum',
] as const;
const FACIAL_HAIR_COLORS = [
  'Auburn',
  'Black',
  'Blonde',
  'BlondeGolden',
  'Brown',
  'BrownDark',
  'Platinum',
  'Red',
] as const;
const CLOTHES = [
  'BlazerShirt',
  'BlazerSweater',
  'CollarSweater',
  'GraphicShirt',
  'Hoodie',
  'Overall',
  'ShirtCrewNeck',
  'ShirtScoopNeck',
  'ShirtVNeck',
] as const;
const CLOTHE_COLORS = [
  'Black',
  'Blue01',
  'Blue02',
  'Blue03',
  'Gray01',
  'Gray02',
  'Heather',
  'PastelBlue',
  'PastelGreen',
  'PastelOrange',
  'PastelRed',
  'PastelYellow',
  'Pink',
  'Red',
  'White',
] as const;
const EYES = [
  'Default',
  'Close',
  'EyeRoll',
  'Happy',
  'Hearts',
  'Side',
  'Squint',
  'Surprised',
  'Wink',
  'WinkWacky',
] as const;
const EYEBROWS = [
  'Default',
  'DefaultNatural',
  'Angry',
  'AngryNatural',
  'FlatNatural',
  'RaisedExcited',
  'RaisedExcitedNatural',
  'SadConcerned',
  'SadConcernedNatural',
  'UnibrowNatural',
  'UpDown',
  'UpDownNatural',
] as const;
const MOUTHS = [
  'Default',
  'Smile',
  'Twinkle',
  'Tongue',
  'Serious',
  'Concerned',
  'Disbelief',
  'Eating',
  'Grimace',
  'Sad',
  'ScreamOpen',
] as const;
const SKIN_COLORS = ['Tanned', 'Yellow', 'Pale', 'Light', 'Brown', 'DarkBrown', 'Black'] as const;

/** SPEC §3: the clothing graphic is randomly one of bat, bear, deer, skull. */
export const AVATAR_GRAPHICS = ['Bat', 'Bear', 'Deer', 'Skull'] as const;
/** SPEC §9: the default avatar background is grey. */
export const DEFAULT_AVATAR_BACKGROUND = '#E0E0E0';

export const AVATAR_GENDERS = ['male', 'female'] as const;
export type AvatarGender = (typeof AVATAR_GENDERS)[number];

export type AvatarOptionKey =
  | 'topType'
  | 'accessoriesType'
  | 'hairColor'
  | 'facialHairType'
  | 'facialHairColor'
  | 'clotheType'
  | 'clotheColor'
  | 'eyeType'
  | 'eyebrowType'
  | 'mouthType'
  | 'skinColor';

const COMMON = {
  accessoriesType: ACCESSORIES,
  hairColor: HAIR_COLORS,
  clotheType: CLOTHES,
  clotheColor: CLOTHE_COLORS,
  eyeType: EYES,
  eyebrowType: EYEBROWS,
  mouthType: MOUTHS,
  skinColor: SKIN_COLORS,
};

/** The option lists of each gender; a key that is absent is not offered (facial hair for female). */
export const AVATAR_OPTIONS: Record<AvatarGender, Partial<Record<AvatarOptionKey, readonly string[]>>> = {
  male: {
    ...COMMON,
    topType: [...SHORT_HAIR, ...HEADWEAR],
    facialHairType: FACIAL_HAIR,
    facialHairColor: FACIAL_HAIR_COLORS,
  },
  female: { ...COMMON, topType: [...LONG_HAIR, ...HEADWEAR] },
};

/** The editor's categories in SPEC §3 order, each with the option it sets. */
export const AVATAR_CATEGORIES = [
  { category: 'hair', option: 'topType' },
  { category: 'accessories', option: 'accessoriesType' },
  { category: 'hairColor', option: 'hairColor' },
  { category: 'facialHair', option: 'facialHairType' },
  { category: 'facialHairColor', option: 'facialHairColor' },
  { category: 'clothes', option: 'clotheType' },
  { category: 'colorFabric', option: 'clotheColor' },
  { category: 'eyes', option: 'eyeType' },
  { category: 'eyebrow', option: 'eyebrowType' },
  { category: 'mouth', option: 'mouthType' },
  { category: 'skin', option: 'skinColor' },
] as const satisfies readonly { category: string; option: AvatarOptionKey }[];
export type AvatarCategory = (typeof AVATAR_CATEGORIES)[number]['category'];

const option = (values: readonly string[]) => z.enum(values as [string, ...string[]]);
const ALL_TOPS = [...SHORT_HAIR, ...LONG_HAIR, ...HEADWEAR];

/** A saved avatar: checked against its gender's lists, so a female avatar carries no facial hair. */
export const avatarConfigSchema = z
  .object({
    gender: z.enum(AVATAR_GENDERS),
    topType: option(ALL_TOPS),
    accessoriesType: option(ACCESSORIES),
    hairColor: option(HAIR_COLORS),
    facialHairType: option(FACIAL_HAIR).optional(),
    facialHairColor: option(FACIAL_HAIR_COLORS).optional(),
    clotheType: option(CLOTHES),
    clotheColor: option(CLOTHE_COLORS),
    graphicType: z.enum(AVATAR_GRAPHICS),
    eyeType: option(EYES),
    eyebrowType: option(EYEBROWS),
    mouthType: option(MOUTHS),
    skinColor: option(SKIN_COLORS),
    background: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'The background is a hex color like #E0E0E0'),
  })
  .strict()
  .superRefine((config, ctx) => {
    const lists = AVATAR_OPTIONS[config.gender];
    for (const key of Object.keys(config) as (keyof typeof config)[]) {
      if (key === 'gender' || key === 'graphicType' || key === 'background') continue;
      const allowed = lists[key];
      if (!allowed?.includes(String(config[key]))) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is not an option for a ${config.gender} avatar`,
        });
      }
    }
  });
export type AvatarConfig = z.infer<typeof avatarConfigSchema>;

/** A starting avatar for a gender: the first option of each list, a random graphic, grey background. */
export function defaultAvatarConfig(gender: AvatarGender, random: () => number = Math.random): AvatarConfig {
  const lists = AVATAR_OPTIONS[gender];
  const first = (key: AvatarOptionKey) => lists[key]?.[0];
  return {
    gender,
    topType: first('topType') as string,
    accessoriesType: first('accessoriesType') as string,
    hairColor: 'BrownDark',
    ...(gender === 'male' ? { facialHairType: 'Blank', facialHairColor: 'BrownDark' } : {}),
    clotheType: 'GraphicShirt',
    clotheColor: 'Blue03',
    graphicType: AVATAR_GRAPHICS[Math.floor(random() * AVATAR_GRAPHICS.length)] ?? 'Bat',
    eyeType: 'Default',
    eyebrowType: 'Default',
    mouthType: 'Smile',
    skinColor: 'Light',
    background: DEFAULT_AVATAR_BACKGROUND,
  };
}

/** Switches gender, keeping every choice the other list also offers and dropping the rest. */
export function withGender(config: AvatarConfig, gender: AvatarGender): AvatarConfig {
  const base = defaultAvatarConfig(gender, () => 0);
  const lists = AVATAR_OPTIONS[gender];
  const next: Record<string, string> = {
    ...base,
    graphicType: config.graphicType,
    background: config.background,
  };
  for (const key of Object.keys(lists) as AvatarOptionKey[]) {
    const current = config[key];
    if (current && lists[key]?.includes(current)) next[key] = current;
  }
  return next as AvatarConfig;
}
