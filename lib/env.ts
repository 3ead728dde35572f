import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable the app understands is parsed here once, with
 * the local-mode default, so that the app runs with none set. `.env.example` documents each one.
 */
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
  .pipe(z.url().optional());

const schema = z.object({
  APP_ENV: z.enum(['local', 'production']).default('local'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Unset: 127.0.0.1 in local mode (the demo accounts stay on this machine), 0.0.0.0 in production.
  HOST: z.string().trim().optional().transform((v) => v || undefined),
  ALLOW_DEMO_ON_NETWORK: flag,
  APP_URL: optionalUrl,
  NEXTAUTH_URL: optionalUrl,
  AUTH_SECRET: z.string().optional(),
  NEXTAUTH_SECRET: z.string().optional(),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('.data'),
  TEST_DATABASE_URL: optionalUrl,
  // Several instances: Next's cache and the instances' change notices in Redis (redis://host:6379).
  REDIS_URL: optionalUrl,
  // Server processes on this machine (npm start): one per core to use them all. Above 1 it needs
  // DATABASE_URL (the embedded database has one owner) and REDIS_URL (the processes share Next's cache).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  CHROMIUM_PATH: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Zhiyuan <no-reply@zhiyuan.local>'),
  UPLOADTHING_TOKEN: z.string().optional(),
  UPLOADTHING_API_URL: optionalUrl,
  UPLOADTHING_INGEST_URL: optionalUrl,
  // Trusted proxy hops in front of the app: 0 (none: the socket is the client), or N (the client is
  // the N-th X-Forwarded-For entry from the right). `true` means one hop.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? '0' : v === 'true' ? '1' : v))
    .pipe(z.string().regex(/^\d{1,2}$/, 'a number of proxy hops (0, 1, 2…)'))
    .transform(Number),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Abuse limits (lib/auth/rate-limit.ts): failures per account and address, per address, per
  // account; the first two per RATE_LIMIT_WINDOW_SECONDS, the last per its own window.
  RATE_LIMIT_PAIR_MAX: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60 * 60),
  // How often the server deletes expired rate-limit counters and ended sessions.
  PURGE_INTERVAL_SECONDS: z.coerce.number().int().positive().default(10 * 60),
  // The contact forms and POST /api/anonymous/direct-message: messages per sender (the address
  // typed in, which gets the confirmation) per hour, and a ceiling per client address per hour that
  // a campus or a carrier's shared address does not reach with ordinary messages (PRODUCT 13).
  CONTACT_LIMIT_SENDER_PER_HOUR: z.coerce.number().int().positive().default(3),
  CONTACT_LIMIT_IP_PER_HOUR: z.coerce.number().int().positive().default(50),
  NEXT_DIST_DIR: z.string().default('.next'),
  NEXT_PHASE: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  // Test-only: the named point of a write at which the server kills itself (lib/crash-point.ts), so
  // the launcher tests can show a crash there loses nothing. Refused in production mode.
  CRASH_AT: z.string().trim().optional().transform((v) => v || undefined),
  // Test-only: `1` shows English as the pseudo-locale, every message bracketed and accented
  // (lib/i18n/pseudo.ts, `npm run test:pseudo`). Refused in production mode.
  PSEUDO_LOCALE: z.enum(['', '0', '1']).optional().transform((v) => v === '1'),
});

export type Env = z.infer<typeof schema> & {
  /** Absolute path of the data folder (embedded database, uploads, outbox, secret). */
  dataDir: string;
  appUrl: string;
  authSecret: string | undefined;
  isProduction: boolean;
  /** The address the launcher listens on (HOST, else by mode). */
  listenHost: string;
};

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: (e.APP_URL ?? e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET || e.NEXTAUTH_SECRET || undefined,
    isProduction: e.APP_ENV === 'production',
    listenHost: e.HOST ?? (e.APP_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
  };
}

export const env: Env = load();

/** True while `next build` runs: nothing may open the database then. */
export function isBuildPhase(): boolean {
  return env.NEXT_PHASE === 'phase-production-build';
}

/** Why WEB_CONCURRENCY cannot be honoured here, or null: several processes share what one would own. */
export function concurrencyProblem(e: Env = env, dev = false): string | null {
  if (e.WEB_CONCURRENCY <= 1) return null;
  if (dev) return 'WEB_CONCURRENCY above 1 is for production builds: unset it for npm run dev.';
  if (!e.DATABASE_URL) return 'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process.';
  if (!e.REDIS_URL) return "WEB_CONCURRENCY above 1 needs REDIS_URL: the processes share Next's cache and tag expiry through it.";
  return null;
}

/** Production mode's start-up check: the list of what is missing, empty when ready. */
export function productionProblems(e: Env = env): string[] {
  if (!e.isProduction) return [];
  const problems: string[] = [];
  if (!e.authSecret) problems.push('AUTH_SECRET (or NEXTAUTH_SECRET) is required in production mode.');
  else if (e.authSecret.length < 32) problems.push('AUTH_SECRET must be at least 32 characters long.');
  if (!e.APP_URL) problems.push('APP_URL is required in production mode (the public https address).');
  else if (!e.APP_URL.startsWith('https://')) problems.push('APP_URL must start with https:// in production mode.');
  if (!e.DATABASE_URL) problems.push('DATABASE_URL is required in production mode (the embedded database is for local use).');
  if (!e.SMTP_URL) problems.push('SMTP_URL is required in production mode (mail driver; the outbox is for local use).');
  if (e.CRASH_AT) problems.push('CRASH_AT is a test switch that stops the server on purpose: unset it in production mode.');
  if (e.PSEUDO_LOCALE) problems.push('PSEUDO_LOCALE is a test switch that shows English as bracketed pseudo-text: unset it in production mode.');
  return problems;
}
