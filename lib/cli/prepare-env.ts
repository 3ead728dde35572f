import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

/**
 * Runs before anything imports lib/env.ts: fills in the local-mode defaults that other code reads
 * from the environment (URL, secret, telemetry). Only the launcher and CLI scripts call it.
 */
export function prepareEnvironment(opts: { keepSecret?: boolean } = {}): void {
  // .env, .env.local, .env.production … the same files Next reads, loaded before lib/env.ts parses
  // the environment (variables already set win over the files).
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV === 'development', { info: () => {}, error: console.error });
  const e = process.env;
  e.NEXT_TELEMETRY_DISABLED = '1';
  e.APP_ENV ||= 'local';
  e.PORT ||= '3000';
  e.DATA_DIR ||= '.data';
  e.APP_URL ||= e.NEXTAUTH_URL || `http://localhost:${e.PORT}`;
  e.NEXTAUTH_URL = e.APP_URL;
  const local = e.APP_ENV !== 'production';
  if (local && opts.keepSecret !== false && !e.AUTH_SECRET && !e.NEXTAUTH_SECRET) {
    e.AUTH_SECRET = localSecret(path.resolve(e.DATA_DIR));
  }
  if (e.AUTH_SECRET && !e.NEXTAUTH_SECRET) e.NEXTAUTH_SECRET = e.AUTH_SECRET;
}

/** Local mode keeps a generated secret in the data folder so that sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
