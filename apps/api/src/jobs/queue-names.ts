import type PgBoss from 'pg-boss';

/** Every queue, with how its jobs retry: pg-boss waits retryDelay × 2^attempt seconds (retryBackoff). */
export const queues = {
  confirmation: 'newsletter-confirmacion',
  dataCopy: 'newsletter-copia-datos',
  newsletter: 'newsletter-envio',
  sweep: 'newsletter-revision',
  purge: 'newsletter-purga',
  publish: 'publicacion-programada',
} as const;

export type QueueName = (typeof queues)[keyof typeof queues];

const retrying = { retryLimit: 8, retryDelay: 5, retryBackoff: true };

export const queueOptions: Record<QueueName, Omit<PgBoss.Queue, 'name'>> = {
  [queues.confirmation]: { ...retrying, expireInSeconds: 120 },
  [queues.dataCopy]: { ...retrying, expireInSeconds: 120 },
  // A sending job works for at most a minute, then queues its continuation (send-newsletter.job.ts);
  // 'short': of the jobs sharing a post's singletonKey, at most one waits at a time.
  [queues.newsletter]: { ...retrying, expireInSeconds: 300, policy: 'short' },
  [queues.sweep]: { retryLimit: 0, expireInSeconds: 120 },
  [queues.purge]: { retryLimit: 2, expireInSeconds: 300 },
  [queues.publish]: { ...retrying, expireInSeconds: 120 },
};
