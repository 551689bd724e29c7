import type { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

type Output = Pick<NodeJS.WriteStream, 'isTTY'> & Writable;

/** In a terminal, lines a person reads; anywhere else (a file, a collector), JSON lines. */
export function terminalDestination(output: Output = process.stdout): DestinationStream | undefined {
  if (!output.isTTY) return undefined;
  return pretty({
    destination: output,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
  });
}
