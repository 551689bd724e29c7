import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

const DEFAULT_FROM = 'Pupitre <no-responder@localhost>';

/** Through the SMTP server of SMTP_URL (any nodemailer connection URL), from `from`. */
export function smtpMailer(url: string, from = DEFAULT_FROM): Mailer {
  const transport = createTransport(url);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
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
      const content = `De: ${from}\nPara: ${email.to}\nAsunto: ${email.subject}\n\n${email.text}\n`;
      await writeFile(file, content, { mode: 0o600 });
      log(`[mail] "${email.subject}" for ${email.to} written to ${file}`);
    },
  };
}
