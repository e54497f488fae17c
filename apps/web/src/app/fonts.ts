/**
 * Web fonts for the Indic scripts of the UI languages (hi and mr: Devanagari; bn, ta, te, kn,
 * ml), so a machine without them shows no empty boxes. Each @font-face carries its script's
 * unicode-range, so a browser downloads a font only when the page shows that script; the theme
 * lists the families after the system fonts (app/theme.ts).
 */
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import '@fontsource/noto-sans-tamil/400.css';
import '@fontsource/noto-sans-tamil/700.css';
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-telugu/700.css';
import '@fontsource/noto-sans-kannada/400.css';
import '@fontsource/noto-sans-kannada/700.css';
import '@fontsource/noto-sans-malayalam/400.css';
import '@fontsource/noto-sans-malayalam/700.css';

export const SCRIPT_FONT_FAMILIES = [
  'Noto Sans Devanagari',
  'Noto Sans Bengali',
  'Noto Sans Tamil',
  'Noto Sans Telugu',
  'Noto Sans Kannada',
  'Noto Sans Malayalam',
] as const;
