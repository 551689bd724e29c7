import pino, { type DestinationStream, type LogFn, type Logger } from 'pino';
import { hideEmails, redactSecrets } from './redact';
import { safeError } from './safe-error';
import { terminalDestination } from './terminal';

export type { Logger } from 'pino';

/** Where log lines go: a logger, or a function given each JSON line (tests capture lines this way). */
export type LogSink = Logger | ((line: string) => void);

// Pino takes an error's raw message as the line's message when none is given; the raw message of a
// database error holds the query's parameter values, so the safe one is given instead.
function withSafeMessage(args: Parameters<LogFn>): Parameters<LogFn> {
  const [first, second, ...rest] = args as unknown[];
  if (typeof second === 'string') return args;
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (!(error instanceof Error)) return args;
  const fields = first instanceof Error ? { err: first } : (first as object);
  const message = (safeError(error) as { message: string }).message;
  return [fields, message, ...rest] as Parameters<LogFn>;
}

/**
 * The API's logger: JSON lines with secrets redacted and email addresses hidden, to stdout by default
 * (pretty-printed when stdout is a terminal).
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: safeError },
    formatters: { log: redactSecrets },
    hooks: {
      logMethod(args, method) {
        method.apply(this, withSafeMessage(args));
      },
      // Addresses can sit anywhere in a line (a message, a path, a driver's error text).
      streamWrite: hideEmails,
    },
  };
  const target = destination ?? terminalDestination();
  return target ? pino(options, target) : pino(options);
}

/** The logger a sink stands for. */
export function loggerOf(sink: LogSink | undefined): Logger {
  if (sink === undefined) return createLogger();
  return typeof sink === 'function' ? createLogger({ write: sink }) : sink;
}
