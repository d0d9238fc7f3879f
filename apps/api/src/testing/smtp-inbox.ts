import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 that keeps what it receives, for the email flows.

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** Where a reply goes (Reply-To), when the message says. */
  replyTo: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  /** The next `count` messages are refused (451, as a busy mail server does). */
  refuseNext(count?: number): void;
  /** The next message is taken only after `ms` (a slow mail server). */
  holdNext(ms: number): void;
  /** Waits for the next message to `to` (resolves at once if one is already there and unread). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const read = new Set<ReceivedMail>();
  let refusals = 0;
  let holdMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (holdMs > 0) {
        setTimeout(callback, holdMs);
        holdMs = 0;
        return;
      }
      if (refusals === 0) return callback();
      refusals -= 1;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address ?? '') ?? []);
          messages.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            replyTo: mail.replyTo?.value.map((v) => v.address ?? '') ?? [],
            attachments: mail.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count = 1) {
      refusals += count;
    },
    holdNext(ms) {
      holdMs = ms;
    },
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((m) => !read.has(m) && m.to.includes(to));
        if (found) {
          read.add(found);
          return found;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[0];
}
