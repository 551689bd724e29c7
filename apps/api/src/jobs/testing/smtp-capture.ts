import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Each header as it was written, by its lower-case name (the last one wins). */
  headers: Record<string, string>;
  /** Every https?:// link in the plain-text body. */
  links: string[];
}

const linksOf = (text: string) => [...text.matchAll(/https?:\/\/[^\s)\]>"]+/g)].map((match) => match[0]);

function captured(mail: ParsedMail): CapturedMail {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  const text = mail.text ?? '';
  return {
    to: to?.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    messageId: mail.messageId ?? '',
    headers: Object.fromEntries(
      mail.headerLines.map(({ key, line }) => [
        key,
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n\s+/g, ' ')
          .trim(),
      ]),
    ),
    links: linksOf(text),
  };
}

/** A real SMTP server on a free local port that keeps every message it accepts, parsed. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(captured(mail));
          for (const wake of waiters.splice(0)) wake();
          done();
        },
        (problem: Error) => done(problem),
      );
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const port = (server.server.address() as AddressInfo).port;
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    /** Resolves once `count` mails arrived (or `ms` passed, then rejects). */
    async waitFor(predicate: (all: CapturedMail[]) => boolean, ms = 20_000) {
      const until = Date.now() + ms;
      while (!predicate(mails)) {
        if (Date.now() > until) throw new Error(`timed out with ${mails.length} mails`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 100);
        });
      }
      return mails;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
