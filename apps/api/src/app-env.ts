import type { SessionUser } from './auth/tokens';
import type { Db } from './db/client';

export interface AppConfig {
  jwtSecret: string;
  publicUrl: string;
  dataDir: string;
}

/** Values every handler can read from the context: set once per request by the app. */
export interface AppEnv {
  Variables: {
    db: Db;
    config: AppConfig;
    /** The signed-in user when the request carries a valid access token. */
    user: SessionUser | undefined;
  };
}
