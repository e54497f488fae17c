import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type Language, translate } from '../../../../lib/i18n';
import { type Face, faces, splitRuns } from './fonts';

export interface CertificateText {
  /** The learner's language: the certificate's own words and its date are written in it. */
  lang: Language;
  id: string;
  title: string;
  learnerName: string;
  courseName: string;
  issuedAt: Date;
  verifyUrl: string;
}

const PAGE = { width: 842, height: 595 }; // A4 landscape, in points
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const ACCENT = rgb(0.96, 0.62, 0.04); // the default amber theme colour

/** A one-page certificate; text in any of the supported scripts is drawn with the matching Noto face. */
export async function certificatePdf(certificate: CertificateText): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${certificate.title}: ${certificate.learnerName}`);
  doc.setSubject(certificate.courseName);
  doc.setCreator('Learning platform');
  doc.setCreationDate(certificate.issuedAt);

  const writer = new TextWriter(doc, await faces(400), await faces(700));
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: ACCENT,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 36,
    y: 36,
    width: PAGE.width - 72,
    height: PAGE.height - 72,
    borderColor: ACCENT,
    borderWidth: 1,
  });

  const words = certificateWords(certificate);
  await writer.centered(page, certificate.title, { y: 470, size: 34, bold: true, color: INK });
  await writer.centered(page, words.certifies, { y: 410, size: 14, color: MUTED });
  await writer.centered(page, certificate.learnerName, { y: 360, size: 30, bold: true, color: INK });
  await writer.centered(page, words.completed, { y: 318, size: 14, color: MUTED });
  await writer.centered(page, certificate.courseName, { y: 278, size: 22, color: INK });
  await writer.centered(page, words.issuedOn, { y: 220, size: 13, color: INK });
  await writer.centered(page, words.verificationId, { y: 110, size: 10, color: MUTED });
  await writer.centered(page, words.verifyAt, { y: 92, size: 10, color: MUTED });
  return doc.save();
}

/** The certificate's own words in its language; the date is the calendar day of issue (UTC) by Intl. */
export function certificateWords(certificate: CertificateText) {
  const { lang } = certificate;
  return {
    certifies: translate(lang, 'certificate.certifies'),
    completed: translate(lang, 'certificate.completed'),
    issuedOn: translate(lang, 'certificate.issuedOn', {
      date: certificate.issuedAt,
      formatParams: { date: { dateStyle: 'long', timeZone: 'UTC' } },
    }),
    verificationId: translate(lang, 'certificate.verificationId', { id: certificate.id }),
    verifyAt: translate(lang, 'certificate.verifyAt', { url: certificate.verifyUrl }),
  };
}

interface Style {
  y: number;
  size: number;
  bold?: boolean;
  color: ReturnType<typeof rgb>;
}

/** Draws text in runs of one face each, embedding (subsetted) only the faces a certificate uses. */
class TextWriter {
  private readonly embedded = new Map<string, Promise<PDFFont>>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: Face[],
    private readonly bold: Face[],
  ) {}

  /**
   * fontkit's mark positioning fails on a few syllables of some faces (e.g. Telugu "శ్రీ"); those
   * runs fall back to the same face without the mark-positioning features, then without any.
   */
  private static readonly FALLBACKS: (Record<string, boolean> | undefined)[] = [
    undefined,
    { abvm: false },
    { abvm: false, blwm: false, mark: false, mkmk: false },
  ];

  private font(face: Face, fallback: number) {
    const key = `${face.name}#${fallback}`;
    let font = this.embedded.get(key);
    if (!font) {
      const features = TextWriter.FALLBACKS[fallback];
      font = this.doc.embedFont(face.bytes, {
        subset: true,
        ...(features ? { features: { ...features } } : {}),
      });
      this.embedded.set(key, font);
    }
    return font;
  }

  private async measured(face: Face, text: string, size: number) {
    let lastError: unknown;
    for (let fallback = 0; fallback < TextWriter.FALLBACKS.length; fallback++) {
      const font = await this.font(face, fallback);
      try {
        return { font, width: font.widthOfTextAtSize(text, size) };
      } catch (err) {
        lastError = err;
      }
    }
    throw lastError;
  }

  async centered(page: PDFPage, text: string, style: Style) {
    const maxWidth = PAGE.width - 120;
    let size = style.size;
    let runs = await this.layout(text, style.bold === true, size);
    let width = runs.reduce((sum, r) => sum + r.width, 0);
    // Long names and titles shrink to fit the page instead of running off it.
    if (width > maxWidth) {
      size = Math.max(8, (size * maxWidth) / width);
      runs = await this.layout(text, style.bold === true, size);
      width = runs.reduce((sum, r) => sum + r.width, 0);
    }
    let x = (PAGE.width - width) / 2;
    for (const run of runs) {
      page.drawText(run.text, { x, y: style.y, size, font: run.font, color: style.color });
      x += run.width;
    }
  }

  private async layout(text: string, bold: boolean, size: number) {
    const runs = splitRuns(text.replace(/\s+/g, ' ').trim(), bold ? this.bold : this.regular);
    return Promise.all(
      runs.map(async (run) => ({ text: run.text, ...(await this.measured(run.face, run.text, size)) })),
    );
  }
}
