import { Box, Image, useMantineTheme } from '@mantine/core';
import { IconBook2, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { FormatIcon } from './FormatIcon.tsx';

export interface CoverItem {
  _id: string;
  kind: 'course' | 'program' | 'article';
  /** Articles: the format, whose icon the generated cover shows. */
  readerType?: string;
  image?: string | null;
}

/** Mantine palettes the covers take their second colour from, beside the team colour. */
const ACCENTS = ['blue', 'teal', 'grape', 'orange', 'cyan', 'indigo', 'pink', 'green'] as const;
const PATTERNS = ['dots', 'stripes', 'rings', 'waves'] as const;

/** A stable number for an id (FNV-1a), so the same item always gets the same cover. */
export function coverSeed(id: string): number {
  let seed = 2166136261;
  for (const char of id) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return seed >>> 0;
}

function Pattern({ id, kind, color }: { id: string; kind: (typeof PATTERNS)[number]; color: string }) {
  switch (kind) {
    case 'dots':
      return (
        <pattern id={id} width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="4" cy="4" r="3" fill={color} />
        </pattern>
      );
    case 'stripes':
      return (
        <pattern id={id} width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
          <rect width="7" height="18" fill={color} />
        </pattern>
      );
    case 'rings':
      return (
        <pattern id={id} width="40" height="40" patternUnits="userSpaceOnUse">
          <circle cx="20" cy="20" r="12" fill="none" stroke={color} strokeWidth="3" />
        </pattern>
      );
    case 'waves':
      return (
        <pattern id={id} width="40" height="16" patternUnits="userSpaceOnUse">
          <path d="M0 8 Q10 0 20 8 T40 8" fill="none" stroke={color} strokeWidth="3" />
        </pattern>
      );
  }
}

/**
 * The picture of a course, program or article card: its uploaded image, else a cover drawn from
 * the team colour and the item's id (colour, pattern) with the icon of its kind or format. Never
 * an empty box; the same item always gets the same cover.
 */
export function ItemCover({ item, height = 120 }: { item: CoverItem; height?: number }) {
  const theme = useMantineTheme();
  const [failed, setFailed] = useState(false);
  if (item.image && !failed) {
    return <Image src={item.image} alt="" h={height} fit="cover" onError={() => setFailed(true)} />;
  }
  const seed = coverSeed(item._id);
  const team = theme.colors[theme.primaryColor] ?? theme.colors.blue;
  const accent = theme.colors[ACCENTS[seed % ACCENTS.length] ?? 'blue'] ?? theme.colors.blue;
  const from = team[seed % 2 === 0 ? 6 : 8];
  const to = accent[7];
  const pattern = PATTERNS[Math.floor(seed / ACCENTS.length) % PATTERNS.length] ?? 'dots';
  const gradientId = `cover-${item._id}`;
  const icon =
    item.kind === 'course' ? (
      <IconBook2 size={44} color="white" aria-hidden />
    ) : item.kind === 'program' ? (
      <IconStack2 size={44} color="white" aria-hidden />
    ) : (
      <FormatIcon readerType={item.readerType ?? ''} size={44} color="white" />
    );
  return (
    <Box pos="relative" h={height} data-testid="generated-cover" aria-hidden>
      <svg
        width="100%"
        height="100%"
        preserveAspectRatio="none"
        style={{ display: 'block' }}
        aria-hidden="true"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
          <Pattern id={`${gradientId}-pattern`} kind={pattern} color="rgba(255,255,255,0.16)" />
        </defs>
        <rect width="100%" height="100%" fill={`url(#${gradientId})`} />
        <rect width="100%" height="100%" fill={`url(#${gradientId}-pattern)`} />
      </svg>
      <Box
        pos="absolute"
        top="50%"
        left="50%"
        w={76}
        h={76}
        bg="rgba(0,0,0,0.18)"
        style={{
          transform: 'translate(-50%, -50%)',
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
        }}
      >
        {icon}
      </Box>
    </Box>
  );
}
