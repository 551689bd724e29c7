import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { terminalDestination } from './terminal';

function output(isTTY: boolean) {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  return { stream: Object.assign(stream, { isTTY }), text: () => written.join('') };
}

describe('log lines on stdout', () => {
  it('are pretty-printed for a person in a terminal, secrets still hidden', () => {
    const terminal = output(true);
    const logger = createLogger(terminalDestination(terminal.stream));
    logger.info({ email: 'ana.garcia@example.com' }, 'Pupitre listening on http://localhost:3000');
    expect(terminal.text()).toMatch(/INFO.*Pupitre listening on http:\/\/localhost:3000/);
    expect(terminal.text()).not.toMatch(/^\{/);
    expect(terminal.text()).not.toContain('ana.garcia');
  });

  it('stay JSON lines when stdout is a file or a pipe', () => {
    expect(terminalDestination(output(false).stream)).toBeUndefined();
  });
});
