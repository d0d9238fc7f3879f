import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

// Email goes through SMTP_URL when it is set. Without it (the demo), each
// message is written as an .eml file under DATA_DIR/outbox and the path is
// logged, so a person trying the shop can still open a reset link.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (the tax invoice PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

// How long one SMTP send may take at most: nodemailer's own defaults wait up to
// 2 minutes to connect and 10 minutes on a silent socket, which would leave a
// shopper's "Send a new code" spinning. An SMTP_URL may set its own
// (?connectionTimeout=...), and then wins.
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;
/** The longest a send can take with SMTP_TIMEOUTS, in seconds. */
export const SMTP_MAX_SEND_SECONDS = (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout) / 1000;

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Where a shopper's reply goes (CONTACT_EMAIL), whatever MAIL_FROM says (a no-reply address, say). */
  replyTo?: string;
  outboxDir: string;
  log: { info(object: object, message: string): void };
}

export function createMailer({ smtpUrl, from, replyTo, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail({ from, ...(replyTo ? { replyTo } : {}), ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...(replyTo ? { replyTo } : {}), ...mail });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      // Written under another name and renamed: whoever reads the outbox never sees half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      log.info({ to: mail.to, file }, `Email "${mail.subject}" written to ${file} (no SMTP_URL set)`);
    },
  };
}
