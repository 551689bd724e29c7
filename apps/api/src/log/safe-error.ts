/** What the logs keep of an error: its class, message, code, stack and causes, never its other fields. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

const MAX_CAUSES = 3;

/** A database error carries the query and its parameter values (password hashes, emails) as fields. */
function carriesQuery(error: Error): boolean {
  return 'query' in error || 'params' in error || 'parameters' in error;
}

/**
 * The message without values: Drizzle writes the SQL and its parameters after "Failed query:", and
 * PostgreSQL quotes the offending value after a colon ('invalid input syntax for type integer: "…"').
 */
function safeMessage(error: Error): string {
  const message = String(error.message);
  return carriesQuery(error) ? (message.split(':')[0] ?? '').trim() : message;
}

/** The stack's frames under a first line rebuilt from the safe message (the original repeats the message). */
function safeStack(error: Error, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

function toLoggedError(error: Error, depth: number): LoggedError {
  const message = safeMessage(error);
  const code = (error as { code?: unknown }).code;
  const stack = safeStack(error, message);
  const cause =
    error.cause instanceof Error && depth < MAX_CAUSES ? toLoggedError(error.cause, depth + 1) : undefined;
  return {
    type: error.constructor?.name || error.name,
    message,
    ...((typeof code === 'string' || typeof code === 'number') && { code: String(code) }),
    ...(stack && { stack }),
    ...(cause && { cause }),
  };
}

/** An error as the logs keep it; any other value is returned as it is. */
export function safeError(value: unknown): unknown {
  return value instanceof Error ? toLoggedError(value, 0) : value;
}
