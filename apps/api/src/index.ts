import { parseEnv } from './env';
import { startServer } from './server';

const { close } = await startServer(parseEnv());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // The embedded database must be closed cleanly so every acknowledged write is on disk.
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
