import sharp from 'sharp';
import type { Database } from '../db/client';
import { storeUpload } from '../modules/assets/service';
import { signedFileUrls } from '../modules/assets/signing';
import { assetStoreFor } from '../modules/assets/store';
import { setItemImage } from '../modules/content/catalog/service';
import type { DemoSeedConfig } from './demo-assets';

/** What a picture shows: a drawing that says what the item is about. */
export type DemoMotif = 'office' | 'shield' | 'chat' | 'shapes' | 'path' | 'calendar' | 'question' | 'news';

export interface DemoPicture {
  kind: 'course' | 'program' | 'article';
  id: string;
  /** File name in the team's asset library. */
  name: string;
  motif: DemoMotif;
  /** Background from-to colours of the drawing. */
  colors: [string, string];
}

const W = 640;
const H = 360;

/** Drawings in a 640x360 frame: simple flat shapes in white and a light accent. */
const MOTIFS: Record<DemoMotif, string> = {
  office: `
    <rect x="120" y="130" width="110" height="200" rx="6" fill="#fff" opacity=".9"/>
    <rect x="250" y="80" width="140" height="250" rx="6" fill="#fff"/>
    <rect x="410" y="160" width="110" height="170" rx="6" fill="#fff" opacity=".85"/>
    ${[0, 1, 2, 3, 4]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${268 + col * 40}" y="${100 + row * 42}" width="24" height="26" rx="3" fill="url(#bg)" opacity=".7"/>`,
        ),
      )
      .join('')}
    <circle cx="540" cy="80" r="40" fill="#ffe066"/>`,
  shield: `
    <path d="M320 50 L430 95 V185 C430 255 380 300 320 320 C260 300 210 255 210 185 V95 Z" fill="#fff"/>
    <rect x="280" y="170" width="80" height="65" rx="10" fill="url(#bg)"/>
    <path d="M295 170 V150 a25 25 0 0 1 50 0 V170" stroke="url(#bg)" stroke-width="12" fill="none"/>
    <circle cx="320" cy="200" r="9" fill="#fff"/>`,
  chat: `
    <rect x="110" y="70" width="260" height="130" rx="26" fill="#fff"/>
    <path d="M160 195 L150 245 L210 198 Z" fill="#fff"/>
    <rect x="280" y="170" width="250" height="120" rx="26" fill="#ffe066"/>
    <path d="M470 285 L490 330 L430 288 Z" fill="#ffe066"/>
    <rect x="145" y="110" width="190" height="14" rx="7" fill="url(#bg)" opacity=".6"/>
    <rect x="145" y="145" width="130" height="14" rx="7" fill="url(#bg)" opacity=".6"/>
    <rect x="315" y="210" width="180" height="14" rx="7" fill="#fff" opacity=".8"/>
    <rect x="315" y="245" width="120" height="14" rx="7" fill="#fff" opacity=".8"/>`,
  shapes: `
    <circle cx="190" cy="140" r="70" fill="#fff"/>
    <path d="M170 105 L230 140 L170 175 Z" fill="url(#bg)"/>
    <rect x="320" y="70" width="130" height="130" rx="20" fill="#ffe066" transform="rotate(12 385 135)"/>
    <path d="M480 220 l22 45 50 7 -36 35 9 50 -45 -24 -45 24 9 -50 -36 -35 50 -7 Z" fill="#fff"/>
    <circle cx="300" cy="275" r="45" fill="#fff" opacity=".75"/>`,
  path: `
    <path d="M60 330 C200 300 180 220 320 210 S 470 120 580 90" stroke="#fff" stroke-width="26" fill="none" stroke-linecap="round"/>
    <path d="M60 330 C200 300 180 220 320 210 S 470 120 580 90" stroke="url(#bg)" stroke-width="4" stroke-dasharray="16 14" fill="none"/>
    <circle cx="180" cy="268" r="20" fill="#ffe066"/><circle cx="330" cy="210" r="20" fill="#ffe066"/>
    <path d="M575 90 V20 l50 18 -50 18" fill="#fff"/>`,
  calendar: `
    <rect x="200" y="70" width="240" height="230" rx="18" fill="#fff"/>
    <rect x="200" y="70" width="240" height="60" rx="18" fill="#ffe066"/>
    ${[0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3, 4].map(
          (col) =>
            `<rect x="${222 + col * 42}" y="${150 + row * 36}" width="28" height="24" rx="4" fill="url(#bg)" opacity="${(row * 5 + col) % 7 === 3 ? 1 : 0.35}"/>`,
        ),
      )
      .join('')}`,
  question: `
    <circle cx="320" cy="180" r="120" fill="#fff"/>
    <text x="320" y="235" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="170" fill="url(#bg)">?</text>
    <circle cx="480" cy="90" r="26" fill="#ffe066"/><circle cx="160" cy="280" r="18" fill="#ffe066"/>`,
  news: `
    <rect x="170" y="70" width="300" height="230" rx="14" fill="#fff"/>
    <rect x="195" y="95" width="250" height="30" rx="6" fill="url(#bg)"/>
    <rect x="195" y="145" width="110" height="120" rx="8" fill="#ffe066"/>
    ${[0, 1, 2, 3, 4].map((row) => `<rect x="320" y="${150 + row * 24}" width="125" height="10" rx="5" fill="url(#bg)" opacity=".45"/>`).join('')}`,
};

/** One picture as a PNG: a diagonal gradient, soft background circles and the motif. */
export function demoPicturePng(motif: DemoMotif, [from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="40" cy="40" r="140" fill="#fff" opacity=".08"/>
    <circle cx="620" cy="340" r="180" fill="#fff" opacity=".08"/>
    ${MOTIFS[motif]}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 64 }).toBuffer();
}

/**
 * Draws each demo item's picture, stores it in the team's asset library like an upload and sets it
 * as the item's image, so the library and home show pictures from the first start.
 */
export async function seedDemoPictures(
  db: Database,
  config: DemoSeedConfig,
  owner: { teamId: string; ownerId: string },
  pictures: DemoPicture[],
) {
  const ctx = { db, store: assetStoreFor(config.dataDir), secret: config.jwtSecret };
  const drawn = await Promise.all(pictures.map((picture) => demoPicturePng(picture.motif, picture.colors)));
  for (const [index, picture] of pictures.entries()) {
    const bytes = drawn[index];
    if (!bytes) continue;
    const row = await storeUpload(ctx, { ...owner, name: picture.name, bytes });
    const { url } = await signedFileUrls(config.jwtSecret, row);
    await setItemImage(db, owner.teamId, picture.kind, picture.id, url);
  }
}
