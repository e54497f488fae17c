import { DEFAULT_COLORS } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  lighten,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

import { SCRIPT_FONT_FAMILIES } from './fonts.ts';

export type TeamColors = TeamBranding['colors'];

const BRAND = 'brand';

/**
 * Status colours of light badges (completed, locked, failed, due): Mantine writes their text in
 * shade 6, and even shade 9 of green or yellow stays under 4.5:1 on its own pale tint in the light
 * scheme, so the light scheme uses shade 9 darkened by this much. The text colour goes through a
 * variable of our own, set per scheme below, because Mantine's stylesheet defines its own
 * `--mantine-color-<color>-light-color` and may load after the theme's variables.
 */
export const STATUS_COLORS = ['green', 'gray', 'red', 'orange', 'yellow', 'teal', 'blue'] as const;
const STATUS_TEXT_DARKEN = 0.3;
export const statusTextOnLight = (color: (typeof STATUS_COLORS)[number]) =>
  darken(DEFAULT_THEME.colors[color][9], STATUS_TEXT_DARKEN);
const statusText = (color: string) => `--lp-${color}-light-text`;
/** Text and border of outline badges and buttons, per scheme (the team colour's is darkened in light). */
const outlineColor = (color: string) => `--lp-${color}-outline`;
const statusTextVariables = (shade: (color: (typeof STATUS_COLORS)[number]) => string) =>
  Object.fromEntries(STATUS_COLORS.map((color) => [statusText(color), shade(color)]));
const MAIN = 'main';
/** System fonts first; the Indic script fonts (app/fonts.ts) only for the characters they cover. */
const FONT_FAMILY = DEFAULT_THEME.fontFamily.replace(
  'sans-serif',
  `${SCRIPT_FONT_FAMILIES.map((family) => `'${family}'`).join(', ')}, sans-serif`,
);
/** The exact team colour sits at Mantine's default primary shade. */
const TEAM_SHADE = 6;

/** Ten shades around one team colour: lighter towards 0, darker towards 9. */
export function shadesOf(color: string): MantineColorsTuple {
  const lighter = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16].map((amount) => lighten(color, amount));
  const darker = [0.12, 0.24, 0.36].map((amount) => darken(color, amount));
  return [...lighter, color, ...darker] as unknown as MantineColorsTuple;
}

/**
 * A Mantine theme from the team's colours; filled primary surfaces use the team's text colour.
 * `closeLabel` names every toast's close button for screen readers (Mantine leaves it unnamed).
 */
export function buildTheme(colors: TeamColors = DEFAULT_COLORS, closeLabel = 'Close'): MantineThemeOverride {
  const variantColorResolver: VariantColorsResolver = (input) => {
    const result = defaultVariantColorsResolver(input);
    const isPrimary = input.color === undefined || input.color === BRAND;
    if (input.variant === 'filled' && isPrimary) return { ...result, color: colors.primaryText };
    if (
      input.variant === 'light' &&
      input.color &&
      (STATUS_COLORS as readonly string[]).includes(input.color)
    )
      return { ...result, color: `var(${statusText(input.color)})` };
    if (
      input.variant === 'outline' &&
      (isPrimary || (STATUS_COLORS as readonly string[]).includes(input.color ?? ''))
    ) {
      const variable = `var(${outlineColor(isPrimary ? BRAND : (input.color as string))})`;
      return { ...result, color: variable, border: `1px solid ${variable}` };
    }
    return result;
  };
  return createTheme({
    colors: { [BRAND]: shadesOf(colors.primary), [MAIN]: shadesOf(colors.main) },
    primaryColor: BRAND,
    primaryShade: { light: TEAM_SHADE, dark: TEAM_SHADE },
    variantColorResolver,
    // Filled badges and buttons in green, red or grey get dark text where white would fail WCAG contrast.
    autoContrast: true,
    // Dialogs, menus and drawers appear without their transitions when the learner asks for less motion.
    respectReducedMotion: true,
    defaultRadius: 'md',
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // Links inside text are told apart by more than colour (WCAG 1.4.1): always underlined.
      Anchor: { defaultProps: { underline: 'always' } },
      // A menu holds only its items: Mantine's focusable placeholder at the top of the dropdown is
      // a child a menu may not have (axe: aria-required-children), so focus goes to the items.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A spinner is a status: its aria-label names it to screen readers, which a span without a
      // role may not carry (axe: aria-prohibited-attr).
      Loader: { defaultProps: { role: 'status' } },
    },
  });
}

/**
 * How much the team colour is darkened for text on light surfaces (links, the light variant of
 * active nav links and badges): bright team colours such as the default amber reach WCAG AA 4.5:1
 * on white and on their own pale tint only when this dark.
 */
const LIGHT_SCHEME_TEXT_DARKEN = 0.6;

/**
 * Keeps Mantine's contrast variable (checkboxes, badges) in the team's text colour, and keeps
 * text in the team colour and dimmed text readable (WCAG AA 4.5:1) in both colour schemes.
 */
export function buildCssVariablesResolver(colors: TeamColors = DEFAULT_COLORS): CSSVariablesResolver {
  const primaryTextOnLight = darken(colors.primary, LIGHT_SCHEME_TEXT_DARKEN);
  return () => ({
    variables: {},
    light: {
      ...statusTextVariables(statusTextOnLight),
      ...Object.fromEntries(STATUS_COLORS.map((color) => [outlineColor(color), statusTextOnLight(color)])),
      [outlineColor(BRAND)]: primaryTextOnLight,
      // Keyboard focus ring (app/focus.css): the bright team colour is under 3:1 on white.
      '--lp-focus-ring': primaryTextOnLight,
      '--mantine-primary-color-contrast': colors.primaryText,
      '--mantine-color-anchor': primaryTextOnLight,
      // The light variant (active nav links, badges); the primary colour's variable points here.
      [`--mantine-color-${BRAND}-light-color`]: primaryTextOnLight,
      // Mantine's default (gray-6) is 3.3:1 on white.
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    },
    dark: {
      ...statusTextVariables((color) => `var(--mantine-color-${color}-light-color)`),
      ...Object.fromEntries(
        [...STATUS_COLORS, BRAND].map((color) => [
          outlineColor(color),
          `var(--mantine-color-${color}-outline)`,
        ]),
      ),
      '--lp-focus-ring': 'var(--mantine-primary-color-filled)',
      '--mantine-primary-color-contrast': colors.primaryText,
      // Mantine's default (dark-2) is 3.5:1 on dark cards.
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    },
  });
}
