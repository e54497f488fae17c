import { DEFAULT_COLORS } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  lighten,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

export type TeamColors = TeamBranding['colors'];

const BRAND = 'brand';
const MAIN = 'main';
/** The exact team colour sits at Mantine's default primary shade. */
const TEAM_SHADE = 6;

/** Ten shades around one team colour: lighter towards 0, darker towards 9. */
export function shadesOf(color: string): MantineColorsTuple {
  const lighter = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16].map((amount) => lighten(color, amount));
  const darker = [0.12, 0.24, 0.36].map((amount) => darken(color, amount));
  return [...lighter, color, ...darker] as unknown as MantineColorsTuple;
}

/** A Mantine theme from the team's colours; filled primary surfaces use the team's text colour. */
export function buildTheme(colors: TeamColors = DEFAULT_COLORS): MantineThemeOverride {
  const variantColorResolver: VariantColorsResolver = (input) => {
    const result = defaultVariantColorsResolver(input);
    const isPrimary = input.color === undefined || input.color === BRAND;
    return input.variant === 'filled' && isPrimary ? { ...result, color: colors.primaryText } : result;
  };
  return createTheme({
    colors: { [BRAND]: shadesOf(colors.primary), [MAIN]: shadesOf(colors.main) },
    primaryColor: BRAND,
    primaryShade: { light: TEAM_SHADE, dark: TEAM_SHADE },
    variantColorResolver,
    defaultRadius: 'md',
  });
}

/** Keeps Mantine's contrast variable (checkboxes, badges) in the team's text colour. */
export function buildCssVariablesResolver(colors: TeamColors = DEFAULT_COLORS): CSSVariablesResolver {
  return () => ({
    variables: {},
    light: { '--mantine-primary-color-contrast': colors.primaryText },
    dark: { '--mantine-primary-color-contrast': colors.primaryText },
  });
}
