import { z } from 'zod';
import { DEFAULT_FEATURES, type FeatureFlags, LANGUAGES } from './constants.ts';
import { stageThresholdsSchema } from './gamification/index.ts';
import { FORMATS_OFF_BY_DEFAULT, READER_TYPES, type ReaderType } from './progress/reader-types.ts';
import {
  EMAIL_DOMAIN_MESSAGES,
  type FeatureFlag,
  HOME_TAG_STAGES,
  isFeatureOn,
  LEARNER_MENU_ITEMS,
} from './team-rules.ts';
import {
  atLeastOneField,
  emailSchema,
  imageUrlSchema,
  isWebOrSiteUrl,
  passwordSchema,
  usernameSchema,
  VALIDATION_MESSAGES,
} from './validation.ts';

export * from './team-rules.ts';

export const teamColorsSchema = z.object({
  main: z.string(),
  primary: z.string(),
  primaryText: z.string(),
});

export const welcomeCardSchema = z.object({
  image: z.string(),
  header: z.string(),
  content: z.string(),
});

/** A welcome card as an admin saves it: its picture follows the image rule, or is '' (none yet). */
const welcomeCardBodySchema = z.object({
  image: z
    .string()
    .trim()
    .refine((value) => value === '' || isWebOrSiteUrl(value), { message: VALIDATION_MESSAGES.imageUrl }),
  header: z.string(),
  content: z.string(),
});

const featureKeys = Object.keys(DEFAULT_FEATURES) as [keyof typeof DEFAULT_FEATURES];
export const featureFlagsSchema = z.object(
  Object.fromEntries(featureKeys.map((k) => [k, z.boolean()])) as Record<
    keyof typeof DEFAULT_FEATURES,
    z.ZodBoolean
  >,
);

export const FEATURE_FLAGS = featureKeys as readonly FeatureFlag[];

/** A change of some flags; a name that is no flag answers 400 instead of being dropped. */
export const featureFlagsUpdateSchema = z.strictObject(
  Object.fromEntries(featureKeys.map((k) => [k, z.boolean().optional()])) as Record<
    FeatureFlag,
    z.ZodOptional<z.ZodBoolean>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown feature flag: ${issue.keys.join(', ')}` : undefined,
  },
);

/**
 * SPEC §9 voiceovers: a deck reads aloud only while its own setting and the team's flag are both
 * on; with the flag off the deck setting is ignored (the builder hides it).
 */
export function deckSettingsForTeam<S extends { voiceovers: boolean }>(
  settings: S,
  team: { features?: Partial<FeatureFlags> | null },
): S {
  return settings.voiceovers && !isFeatureOn(team, 'voiceovers')
    ? { ...settings, voiceovers: false }
    : settings;
}

/** SPEC §9 "Enabled article formats": the reader types on by default. */
export const DEFAULT_ENABLED_FORMATS: readonly ReaderType[] = READER_TYPES.filter(
  (type) => !FORMATS_OFF_BY_DEFAULT.includes(type),
);

/** A team's enabled formats: its own list, or the defaults when it never chose. */
export function enabledFormatsOf(team: { enabledFormats?: readonly string[] | null }): ReaderType[] {
  const own = team.enabledFormats;
  if (!own) return [...DEFAULT_ENABLED_FORMATS];
  return READER_TYPES.filter((type) => own.includes(type));
}

export const enabledFormatsSchema = z
  .array(z.enum(READER_TYPES as [ReaderType, ...ReaderType[]], { error: 'Unknown format' }))
  .max(READER_TYPES.length);

/**
 * Who may join a team through auth/register: anyone (`open`), people with an email address at one
 * of the team's domains who confirm it by a mailed link (`emailDomain`, SPEC §9's email-domain
 * mode), people who know the team's invite code (`inviteCode`, the default for new teams), or
 * nobody (`closed`).
 */
export const SIGNUP_POLICIES = ['open', 'emailDomain', 'inviteCode', 'closed'] as const;
export const signupPolicySchema = z.enum(SIGNUP_POLICIES);
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];

/** A domain people sign up with: `acme.com`, `mail.acme.co.in` (lowercase, no `@`). */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain like acme.com');

/** Refusals of the superadmin's team management. */
export const TEAM_MESSAGES = {
  nameTaken: (name: string) => `A team named ${name} already exists`,
  deleteOwnTeam: 'You cannot delete the team you are signed in to.',
} as const;

/**
 * A team's company email domain (SPEC §9 email-domain mode): a host name by zod's validator, with
 * at least two labels and no trailing dot (`acme.com`, `mail.acme.co.in`; not `localhost`).
 */
export const companyDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, EMAIL_DOMAIN_MESSAGES.invalidDomain)
  .pipe(z.hostname(EMAIL_DOMAIN_MESSAGES.invalidDomain))
  .refine((domain) => domain.includes('.') && !domain.endsWith('.') && !/^[\d.]+$/.test(domain), {
    message: EMAIL_DOMAIN_MESSAGES.invalidDomain,
  });

/** The register link admins share carries the code: /{team}/register?invite=K7QM-2XHD-PW9C. */
export const INVITE_CODE_PARAM = 'invite';

/** What a team's admins see of its sign-up policy. */
export const teamSignupSchema = z.object({
  policy: signupPolicySchema,
  domains: z.array(z.string()),
  /** The code to share with people who may join (kept even while another policy is chosen). */
  inviteCode: z.string().nullable(),
});
export type TeamSignup = z.infer<typeof teamSignupSchema>;

export const teamSignupUpdateBodySchema = z
  .object({
    policy: signupPolicySchema,
    domains: z.array(emailDomainSchema).max(20, 'At most 20 domains'),
  })
  .refine((body) => body.policy !== 'emailDomain' || body.domains.length > 0, {
    message: 'Add at least one email domain',
    path: ['domains'],
  });
export type TeamSignupUpdateBody = z.infer<typeof teamSignupUpdateBodySchema>;

/** Public branding of a team (SPEC §3 "Team / branding"), readable before login. */
export const teamBrandingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  colors: teamColorsSchema,
  logo: z.string().nullable(),
  image: z.string().nullable(),
  repos: z.array(z.string()),
  cards: z.array(welcomeCardSchema),
  textColor: z.string(),
  mainColor: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  features: featureFlagsSchema,
  /** The formats creators may add (SPEC §9 "Enabled article formats"). */
  enabledFormats: z.array(z.string()),
  /** Lowest points of stages 2, 3 and 4 (null: the default bands). */
  stageThresholds: z.array(z.number().int()).nullable(),
  /** Tag names whose carousels the home shows to each stage. */
  homeTags: z.partialRecord(z.enum(['1', '2', '3', '4']), z.array(z.string())),
  /** Learner menu items hidden from each stage. */
  hiddenMenuItems: z.partialRecord(z.enum(['1', '2', '3', '4']), z.array(z.string())),
  /** Who may register into this team (the register screen asks for an invite code when needed). */
  signupPolicy: signupPolicySchema,
  /** The company email domain of SPEC §9's email-domain mode (the flag says whether it is used). */
  emailDomain: z.string().nullable(),
});
export type TeamBranding = z.infer<typeof teamBrandingSchema>;

/** Team names are URL slugs (/{team}/login). */
export const teamNameSchema = z
  .string()
  .min(2, 'Team name must be at least 2 characters')
  .max(64, 'Team name must be at most 64 characters')
  .regex(/^[a-z0-9_-]+$/, 'Team name may use lowercase letters, digits, underscore and hyphen only');

/**
 * The tags whose carousels the home shows to learners of each stage (SPEC §2 "one carousel per tag
 * listed for the user's stage"), by tag name; a stage left out shows none.
 */
export const homeTagsSchema = z.partialRecord(
  z.enum(HOME_TAG_STAGES),
  z.array(z.string().trim().min(1).max(48)).max(20),
);
export type HomeTags = z.infer<typeof homeTagsSchema>;

/** The learner menu items hidden from each stage; a stage left out sees every item. */
export const hiddenMenuItemsSchema = z.partialRecord(
  z.enum(HOME_TAG_STAGES),
  z.array(z.enum(LEARNER_MENU_ITEMS)).max(LEARNER_MENU_ITEMS.length),
);
export type HiddenMenuItems = z.infer<typeof hiddenMenuItemsSchema>;

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colors are hex values like #FFC107');

/** The first Admin of a new team, made with it (SuperAdmin's "create a team and its admin"). */
export const teamAdminBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema.optional(),
  first_name: z.string().trim().max(60).default(''),
  last_name: z.string().trim().max(60).default(''),
});

export const teamCreateBodySchema = z.object({
  name: teamNameSchema,
  title: z.string().trim().min(1).max(120).optional(),
  languages: z.array(z.enum(LANGUAGES)).min(1).optional(),
  colors: z.object({ main: colorSchema, primary: colorSchema, primaryText: colorSchema }).optional(),
  logo: imageUrlSchema.nullable().optional(),
  features: featureFlagsUpdateSchema.optional(),
  admin: teamAdminBodySchema.optional(),
});
export type TeamCreateBody = z.infer<typeof teamCreateBodySchema>;

export const teamUpdateBodySchema = atLeastOneField(
  z
    .object({
      title: z.string().trim().min(1).max(120),
      colors: z.object({ main: colorSchema, primary: colorSchema, primaryText: colorSchema }),
      logo: imageUrlSchema.nullable(),
      image: imageUrlSchema.nullable(),
      repos: z.array(z.string().max(2048)).max(50),
      cards: z.array(welcomeCardBodySchema).max(20),
      textColor: colorSchema,
      mainColor: colorSchema,
      languages: z.array(z.enum(LANGUAGES)).min(1),
      features: featureFlagsUpdateSchema,
      enabledFormats: enabledFormatsSchema,
      stageThresholds: stageThresholdsSchema.nullable(),
      homeTags: homeTagsSchema,
      hiddenMenuItems: hiddenMenuItemsSchema,
      emailDomain: companyDomainSchema.nullable(),
    })
    .partial(),
);
export type TeamUpdateBody = z.infer<typeof teamUpdateBodySchema>;
