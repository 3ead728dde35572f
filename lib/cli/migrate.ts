// npm run db:migrate: applies the committed migrations and the reference data to the configured
// database (DATABASE_URL, else the embedded one, under its lock).
import { prepareEnvironment } from './prepare-env';

prepareEnvironment();
const { migrateDatabase } = await import('@/db/migrate');
const { getDatabaseHandle, closeDatabase } = await import('@/db');
const { seedReference } = await import('@/db/seed');
const { say } = await import('./database');

try {
  const handle = getDatabaseHandle();
  await migrateDatabase(handle);
  await seedReference(handle.db);
  say(`migrated ${handle.kind} (${handle.location})`);
} catch (err) {
  console.error(`[zhiyuan] ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
