// npm run admin:create -- --email admin@example.com --name "Ada Admin"
// Creates a verified admin account (the first admin of a production install). The password comes
// from ADMIN_PASSWORD or a hidden prompt (asked twice); the usual password rules apply. Refuses an
// e-mail that already has an account. Honours the embedded database's lock like every script.
import { parseArgs } from 'node:util';
import { prepareEnvironment } from './prepare-env';

const usage = 'Usage: npm run admin:create -- --email <address> --name "<full name>"   (password from ADMIN_PASSWORD or a prompt)';

function fail(message: string): never {
  console.error(`[zhiyuan] ${message}`);
  process.exit(1);
}

let args: { email?: string; name?: string; help?: boolean };
try {
  args = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  }).values;
} catch (err) {
  fail(`${(err as Error).message}\n${usage}`);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
if (!args.email || !args.name) fail(usage);

prepareEnvironment();
const { env } = await import('@/lib/env');
const { closeDatabase, getDatabaseHandle } = await import('@/db');
const { migrateDatabase } = await import('@/db/migrate');
const { createAdminFromCli } = await import('@/lib/accounts/users');
const { isAppError } = await import('@/lib/errors');
const { z } = await import('zod');
const { zodIssuesToFieldErrors } = await import('@/lib/forms/field-errors');
const { say } = await import('./database');
// The domain answers in message tokens; a terminal reads them in English.
const { renderMessage: english } = await import('@/lib/i18n/catalogue');

const password = env.ADMIN_PASSWORD ?? (await promptPasswordTwice());

try {
  const handle = getDatabaseHandle();
  await migrateDatabase(handle);
  const admin = await createAdminFromCli({ email: args.email, name: args.name, password, password_confirmation: password });
  say(`admin created: ${admin.email} (id ${admin.id}) in ${handle.kind} (${handle.location})`);
} catch (err) {
  process.exitCode = 1;
  if (isAppError(err)) {
    const details = Object.entries(err.fieldErrors).map(([field, msgs]) => `  ${field}: ${msgs.map((m) => english(m)).join('; ')}`);
    console.error(`[zhiyuan] ${english(err.message)}${details.length ? `\n${details.join('\n')}` : ''}`);
  } else if (err instanceof z.ZodError) {
    const { fieldErrors } = zodIssuesToFieldErrors(err.issues);
    console.error(`[zhiyuan] The admin could not be created:\n${Object.entries(fieldErrors).map(([f, m]) => `  ${f}: ${m.map((x) => english(x)).join('; ')}`).join('\n')}`);
  } else {
    console.error(`[zhiyuan] ${(err as Error).message}`);
  }
} finally {
  await closeDatabase();
}

async function promptPasswordTwice(): Promise<string> {
  if (!process.stdin.isTTY) fail('Set ADMIN_PASSWORD (no terminal to ask for the password).');
  const first = await promptHidden('Password for the new admin: ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) fail('The passwords do not match.');
  return first;
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
