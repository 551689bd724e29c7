import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxMailer } from './mailer';

const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes one file per message with recipient, subject and body, and logs where', async () => {
    const lines: string[] = [];
    const mailer = outboxMailer(dataDir, (line) => lines.push(line));
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Asunto 1',
      text: 'Enlace: http://x/reset-password/abc',
    });
    await mailer.send({ to: 'luis@example.com', subject: 'Asunto 2', text: 'Otro' });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    // Two messages in the same millisecond: their file names need not sort in sending order.
    const messages = files.map((file) => readFileSync(join(dataDir, 'outbox', file), 'utf8'));
    const first = messages.find((message) => message.includes('Para: ana@example.com')) ?? '';
    expect(messages.filter((message) => message.includes('Para: luis@example.com'))).toHaveLength(1);
    expect(first).toContain('Asunto: Asunto 1');
    expect(first).toContain('http://x/reset-password/abc');
    expect(lines[0]).toMatch(/"Asunto 1" for ana@example.com written to .*outbox/);
  });
});
