import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Two levels up from server/src/env.ts, and from the built server/dist/main.js alike (server/build.mjs).
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(projectRoot, '.data')),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal <no-reply@portal.local>'),
  CORS_ORIGINS: z.string().default(''),
  // Production logging: JSON lines on stdout (pino's own format, no pretty printing in the process) at info.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default(''),
  WEB_DIST_DIR: z.string().default(path.join(projectRoot, 'web/dist')),
  // Server processes on this machine sharing the port (Node's cluster): a number, or `auto` for one per core.
  SERVER_PROCESSES: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(256)]).default(1),
  // How often the job queue's workers look for due jobs (mail, ERP changes, deadlines); pg-boss allows no less than 500 ms.
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(500).default(2_000),
  // Calendar dates ("today") are taken in this zone (ARCHITECTURE rule 9).
  BUSINESS_TIME_ZONE: z
    .string()
    .default('Europe/Vilnius')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'not an IANA time zone'),
});
export type Env = z.infer<typeof EnvSchema>;

/** The only reader of process.env in the server. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return EnvSchema.parse(source);
}

export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}
