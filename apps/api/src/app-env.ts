import type { ProxyTrust } from './abuse/client-address';
import type { ModelSettings } from './assistant/model-client';
import type { SessionUser } from './auth/access-token';
import type { Db } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';

export interface AppConfig {
  jwtSecret: string;
  publicUrl: string;
  dataDir: string;
  /** The proxies whose X-Forwarded-For entries are believed; without it, the socket's peer is the client. */
  trustProxy?: ProxyTrust;
  /** One step of the growing wait before a login on an attacked account (250 ms unless set). */
  loginDelayStepMs?: number;
  /** Origins allowed to call the API from another site; the site itself needs none. */
  corsOrigins?: string[];
  /** Where readers write to (SITE_EMAIL); unset, an address on the public URL's host. */
  siteEmail?: string;
  /** SITE_TIME_ZONE: the zone scheduled times are shown in (America/Mexico_City unless set). */
  siteTimeZone?: string;
  /** An external model for the assistant; without it the built-in grounded assistant answers. */
  chatbot?: ModelSettings;
}

export interface AppServices {
  mailer: Mailer;
  /** Work done after the request (emails, scheduled publishing); without it, none is queued. */
  jobs?: JobQueue;
}

/** Values every handler can read from the context: set once per request by the app. */
export interface AppEnv {
  Variables: {
    db: Db;
    config: AppConfig;
    services: AppServices;
    /** The signed-in user when the request carries a valid access token. */
    user: SessionUser | undefined;
    /** The `detail` of a refused body on routes that answer their own (set by `invalidBodyDetail`). */
    invalidBodyDetail: string | undefined;
    /** What the answer shows, set by a handler whose answer is the same for every visitor (`cacheAs`). */
    cacheTags: string[] | undefined;
  };
}
