import { readFile } from 'node:fs/promises';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { storeUpload } from '../modules/assets/service';
import { signedFileUrls } from '../modules/assets/signing';
import { assetStoreFor } from '../modules/assets/store';
import { uploadPackage } from '../modules/content/formats/scorm/packages.service';
import { fireSafetyScormZip } from './demo-scorm';

/** What the demo seed needs from the configuration: where files go and the URL signing secret. */
export type DemoSeedConfig = Pick<Config, 'dataDir' | 'jwtSecret'>;

/** Signed addresses of the files the demo content shows, and the SCORM package it plays. */
export interface DemoMedia {
  officeImage: string;
  teamImage: string;
  safetyImage: string;
  memeImage: string;
  badgeImage: string;
  productImage: string;
  handbookPdf: string;
  /** A six-second WebM clip shipped with the seed, so the demo video plays without the network. */
  welcomeVideo: string;
  scormPackageId: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A simple illustrated card (solid background, a sun-like accent and a caption) as a PNG. */
function illustration(background: string, accent: string, caption: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <rect width="640" height="360" fill="${background}"/>
    <circle cx="530" cy="90" r="60" fill="${accent}"/>
    <rect x="40" y="250" width="560" height="6" rx="3" fill="${accent}"/>
    <text x="40" y="220" font-family="sans-serif" font-size="44" font-weight="bold" fill="#ffffff">${escapeXml(caption)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A two-page employee handbook extract, drawn with pdf-lib. */
async function handbookPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Employee handbook: essentials');
  pdf.setAuthor('Demo Company People Team');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages: [string, string[]][] = [
    [
      'Employee handbook: essentials',
      [
        'Working hours are flexible between 7:00 and 20:00; core hours are 10:00 to 15:00.',
        'Record your time weekly in the HR portal before Friday 18:00.',
        'Remote work is possible up to three days a week after agreeing with your manager.',
      ],
    ],
    [
      'Leave and absence',
      [
        'Full-time colleagues have 28 days of paid leave per calendar year.',
        'Report sickness to your manager before 9:00 on the first day of absence.',
        "A doctor's note is needed from the fourth day of absence.",
      ],
    ],
  ];
  for (const [title, lines] of pages) {
    const page = pdf.addPage([595, 842]);
    page.drawText(title, { x: 56, y: 770, size: 22, font: bold, color: rgb(0.1, 0.1, 0.3) });
    lines.forEach((line, index) => {
      page.drawText(line, { x: 56, y: 720 - index * 28, size: 12, font });
    });
  }
  return Buffer.from(await pdf.save());
}

/**
 * Stores the demo pictures and the handbook PDF in the team's asset library (so readers load them
 * like any upload) and imports the fire safety SCORM package. Nothing is fetched from the network.
 */
export async function seedDemoMedia(
  db: Database,
  config: DemoSeedConfig,
  teamId: string,
  ownerId: string,
): Promise<DemoMedia> {
  const ctx = { db, store: assetStoreFor(config.dataDir), secret: config.jwtSecret };
  const store = async (name: string, bytes: Promise<Buffer>) => {
    const row = await storeUpload(ctx, { teamId, ownerId, name, bytes: await bytes });
    return (await signedFileUrls(config.jwtSecret, row)).url;
  };
  const scorm = await uploadPackage({ db, config, teamId, ownerId, zip: await fireSafetyScormZip() });
  return {
    officeImage: await store('pune-office.png', illustration('#1864ab', '#ffd43b', 'Our Pune office')),
    teamImage: await store('team-offsite.png', illustration('#2b8a3e', '#ffec99', 'Team offsite 2026')),
    safetyImage: await store('assembly-point.png', illustration('#c92a2a', '#ffffff', 'Assembly point B')),
    memeImage: await store('meeting-meme.png', illustration('#5f3dc4', '#ff922b', 'Mute yourself!')),
    badgeImage: await store('security-champion.png', illustration('#087f5b', '#fab005', 'Champion')),
    productImage: await store('demo-crm.png', illustration('#0b7285', '#63e6be', 'Demo CRM Professional')),
    handbookPdf: await store('employee-handbook.pdf', handbookPdf()),
    welcomeVideo: await store('welcome.webm', readFile(new URL('./media/welcome.webm', import.meta.url))),
    scormPackageId: scorm._id,
  };
}
