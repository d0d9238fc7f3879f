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

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: { info(object: object, message: string): void };
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, file }, `Email "${mail.subject}" written to ${file} (no SMTP_URL set)`);
    },
  };
}
