import { type FormatDefinition, formatOf, parseFormatContent } from '@lp/shared/formats/registry';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import type { TeamRow } from '../../../db/schema';
import { sanitizeRichText } from '../../../lib/html';
import { badRequest, forbidden } from '../../../lib/http-errors';
import { teamEnabledFormats } from '../../teams/service';

/** The registry entry of a reader type, or 400 when the registry does not know it. */
export function formatOrBadRequest(readerType: string): FormatDefinition {
  const format = formatOf(readerType);
  if (!format) throw badRequest(keyedMessage('builder.unknownReaderType', readerType));
  return format;
}

/** 403 unless the team enabled this format (SPEC §9 "Enabled article formats", per team). */
export function assertFormatEnabled(team: Pick<TeamRow, 'enabledFormats'>, readerType: string): void {
  if (!(teamEnabledFormats(team) as string[]).includes(readerType))
    throw forbidden(keyedMessage('builder.formatDisabled', readerType));
}

/** Rich-text fields are named `html` or end in `Html` (e.g. `introHtml`), at any depth. */
const isHtmlField = (key: string) => key === 'html' || /Html$/.test(key);

function sanitizeHtmlFields(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return isHtmlField(key) ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map((item) => sanitizeHtmlFields(item, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeHtmlFields(v, k)]));
  return value;
}

/**
 * A content document checked against its format's schema (400 with the schema's messages when it
 * does not fit), with every rich-text field sanitized.
 */
export function validFormatContent(readerType: string, content: unknown): Record<string, unknown> {
  const parsed = parseFormatContent(readerType, content);
  if (!parsed) throw badRequest(keyedMessage('builder.unknownReaderType', readerType));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: ['content', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw badRequest(errors[0]?.message ?? 'Invalid content', errors);
  }
  return sanitizeHtmlFields(parsed.data) as Record<string, unknown>;
}

/** Starting documents tried, in order, for a new deck or article sent without content. */
const EMPTY_DOCUMENTS: Record<string, unknown>[] = [{}, { html: '' }];

/**
 * The content a new deck or article starts with: the one sent (validated), else the first empty
 * document its format accepts, else `{}` for the editor to fill in.
 */
export function initialContent(readerType: string, content: Record<string, unknown> | undefined) {
  if (content !== undefined) return validFormatContent(readerType, content);
  for (const empty of EMPTY_DOCUMENTS) {
    const parsed = parseFormatContent(readerType, empty);
    if (parsed?.success) return parsed.data;
  }
  return {};
}
