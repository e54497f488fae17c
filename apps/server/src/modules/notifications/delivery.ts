import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { insertOutboxMessage, markOutboxMessage } from './repo';

export interface DeliveryDeps {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string | undefined;
  /** Sender address of outgoing mail. */
  from?: string;
}

export interface OutgoingMessage {
  teamId: string | null;
  to: string;
  subject?: string;
  text: string;
  meta?: Record<string, unknown>;
  /** Files sent with an e-mail; the outbox keeps each one's name, type and size. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends text messages to a phone. The default writes to the outbox and the log (no gateway). */
export interface SmsProvider {
  readonly name: string;
  send(deps: DeliveryDeps, message: OutgoingMessage): Promise<void>;
}

const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Records the mail in the outbox, then sends it over SMTP when SMTP_URL is set. A failed send is
 * kept with its error rather than thrown: the caller's answer must not depend on the mail server.
 */
export async function sendEmail(deps: DeliveryDeps, message: OutgoingMessage): Promise<void> {
  const row = await insertOutboxMessage(deps.db, {
    teamId: message.teamId,
    channel: 'email',
    recipient: message.to,
    subject: message.subject ?? '',
    body: message.text,
    meta: {
      ...message.meta,
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              bytes: a.content.length,
            })),
          }
        : {}),
    },
  });
  if (!deps.smtpUrl) {
    deps.log.info(
      { outboxId: row.id, to: message.to, subject: message.subject },
      'mail kept in outbox (no SMTP_URL)',
    );
    return;
  }
  try {
    await transportFor(deps.smtpUrl).sendMail({
      from: deps.from ?? 'Learning platform <no-reply@localhost>',
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    });
    await markOutboxMessage(deps.db, row.id, { sentAt: new Date() });
  } catch (err) {
    deps.log.error({ err, outboxId: row.id }, 'sending mail failed');
    await markOutboxMessage(deps.db, row.id, { error: err instanceof Error ? err.message : String(err) });
  }
}

export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send(deps, message) {
    const row = await insertOutboxMessage(deps.db, {
      teamId: message.teamId,
      channel: 'sms',
      recipient: message.to,
      body: message.text,
      meta: message.meta ?? {},
    });
    deps.log.info({ outboxId: row.id, to: message.to, text: message.text }, 'sms written to outbox');
  },
};
