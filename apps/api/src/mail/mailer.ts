import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text`, when the email has one. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Without angle brackets; a retry of the same email keeps it, so mailboxes can tell it is one. */
  messageId?: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

const DEFAULT_FROM = 'Pupitre <no-responder@localhost>';

/** Through the SMTP server of SMTP_URL (any nodemailer connection URL), from `from`. */
export function smtpMailer(url: string, from = DEFAULT_FROM): Mailer {
  const transport = createTransport(url);
  return {
    async send({ messageId, ...email }) {
      await transport.sendMail({ from, ...email, ...(messageId ? { messageId: `<${messageId}>` } : {}) });
    },
  };
}

/** Without SMTP: one text file per message in DATA_DIR/outbox, and a log line saying where it is. */
export function outboxMailer(
  dataDir: string,
  log: (line: string) => void = console.log,
  from = DEFAULT_FROM,
): Mailer {
  const outbox = join(dataDir, 'outbox');
  return {
    async send(email) {
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`;
      const file = join(outbox, name);
      const headers = Object.entries(email.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`);
      const html = email.html ? `\n--- HTML ---\n${email.html}\n` : '';
      const content = `De: ${from}\nPara: ${email.to}\nAsunto: ${email.subject}\n${headers.join('')}\n${email.text}\n${html}`;
      await writeFile(file, content, { mode: 0o600 });
      log(`[mail] "${email.subject}" for ${email.to} written to ${file}`);
    },
  };
}
