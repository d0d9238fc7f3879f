import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// Text messages (SMS, WhatsApp) go through this interface. The shop bundles
// no SMS vendor: the default writes each message to DATA_DIR/outbox, next to
// the emails, so a person trying the shop (and the tests) can read them. A
// deployment plugs its vendor in here.

export interface TextMessage {
  /** An Indian mobile number, +91 and ten digits. */
  to: string;
  channel: 'sms' | 'whatsapp';
  text: string;
}

export interface TextSender {
  send(message: TextMessage): Promise<void>;
}

export function outboxTextSender(outboxDir: string, log: { info(object: object, message: string): void }): TextSender {
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.${message.channel}.txt`);
      await fs.writeFile(file, `To: ${message.to}\n\n${message.text}\n`, { mode: 0o600 });
      log.info({ to: message.to, file }, `${message.channel} message written to ${file}`);
    },
  };
}

/** "98765 43210", "+91 98765-43210", "098765 43210" -> "+919876543210". */
export function indianMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+91${digits.slice(-10)}`;
}
