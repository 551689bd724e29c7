import { availableParallelism } from 'node:os';
import { DEFAULT_SITE_TIME_ZONE } from '@pupitre/data';
import { z } from 'zod';
import { parseProxyTrust } from './abuse/client-address';
import { isTimeZone } from './jobs/site-time-zone';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SITE_EMAIL: z.string().email().optional(),
  DEMO_CONTENT: onOff.default(true),
  CHATBOT_PROVIDER: z.enum(['anthropic', 'openai-compatible']).optional(),
  CHATBOT_API_KEY: z.string().optional(),
  CHATBOT_MODEL: z.string().optional(),
  CHATBOT_BASE_URL: z.string().url().optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : [],
    ),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseProxyTrust(value);
      } catch (problem) {
        context.addIssue({ code: 'custom', message: (problem as Error).message });
        return z.NEVER;
      }
    }),
  SITE_DIR: z.string().optional(),
  /** Server processes on this machine (node:cluster): a number, or 'auto' for one per core. */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(256)])
    .default(1)
    .transform((value) => (value === 'auto' ? availableParallelism() : value)),
  /**
   * Open connections one address may hold in each process; 0 lifts the cap. Unset: 100, or no cap
   * behind a trusted proxy, whose own connections all come from one address.
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** The zone the editor's dates and times are read and shown in (an IANA name). */
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { message: 'SITE_TIME_ZONE must be an IANA time zone, like America/Mexico_City' })
    .default(DEFAULT_SITE_TIME_ZONE),
  /** Newsletter emails a minute, across every process. */
  NEWSLETTER_RATE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Seconds a process holds the newsletter deliveries it claimed: after a crash, another one sends them
   * once this has passed. Longer than the slowest SMTP exchange, or a slow send may go out twice.
   */
  NEWSLETTER_HOLD_S: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Memory for visitors' answers kept ready to send; 0 turns the response cache off. */
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  /** Bearer token of GET /metrics; unset, the metrics endpoint is off. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Seconds a SIGTERM leaves in-flight requests to finish before their connections are cut. */
  SHUTDOWN_GRACE_S: z.coerce.number().min(0).max(3_600).default(10),
  /** Seconds a SIGTERM keeps taking connections with readiness failing, for balancers to notice. */
  SHUTDOWN_DELAY_S: z.coerce.number().min(0).max(600).default(0),
});

export type Env = z.infer<typeof envSchema>;

/** Parses configuration once at start and fails fast with every problem listed. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema
    .refine((env) => !env.CHATBOT_PROVIDER || (env.CHATBOT_API_KEY && env.CHATBOT_MODEL), {
      path: ['CHATBOT_PROVIDER'],
      message: 'CHATBOT_PROVIDER needs CHATBOT_API_KEY and CHATBOT_MODEL',
    })
    .refine((env) => env.WORKERS === 1 || env.DATABASE_URL, {
      path: ['WORKERS'],
      message: 'several workers need DATABASE_URL: the embedded database belongs to one process',
    })
    .safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
