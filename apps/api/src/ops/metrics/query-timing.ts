import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { PostgresJsPreparedQuery } from 'drizzle-orm/postgres-js/session';

type QueryObserver = { started(): void; finished(seconds: number): void };
const observers = new Set<QueryObserver>();
let installed = false;

// Neither driver tells when a query ends, and every query of the app, raw ones included, goes through
// one of these two `execute` methods: timing them there covers all without touching a call site.
function install(): void {
  if (installed) return;
  installed = true;
  for (const prepared of [PglitePreparedQuery.prototype, PostgresJsPreparedQuery.prototype]) {
    const execute = prepared.execute;
    prepared.execute = async function timed(this: typeof prepared, ...args: Parameters<typeof execute>) {
      if (observers.size === 0) return execute.apply(this, args);
      for (const observer of observers) observer.started();
      const started = performance.now();
      try {
        return await execute.apply(this, args);
      } finally {
        const seconds = (performance.now() - started) / 1_000;
        for (const observer of observers) observer.finished(seconds);
      }
    };
  }
}

/** Calls `observer` around every database query of this process until the returned function is called. */
export function observeQueries(observer: QueryObserver): () => void {
  install();
  observers.add(observer);
  return () => observers.delete(observer);
}
