import { runCluster } from './cluster';
import { parseEnv } from './env';
import { startServer } from './server';

const env = parseEnv();

if (env.WORKERS > 1) {
  await runCluster(env);
} else {
  const { close } = await startServer(env);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // The embedded database must be closed cleanly so every acknowledged write is on disk.
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
