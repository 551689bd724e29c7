/** What the process knows about itself that a readiness probe reports beside the database. */
export interface Lifecycle {
  /** A shutdown has begun: load balancers must send no new requests here. */
  draining: boolean;
  /** The change-notice listener delivers (always true where there is none to watch). */
  listenerConnected: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false, listenerConnected: true });
