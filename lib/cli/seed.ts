// npm run db:seed: migrates, then seeds the reference data and (local mode, empty database) the demo data.
import { prepareEnvironment } from './prepare-env';

prepareEnvironment();
const { prepareDatabase } = await import('./database');
const { closeDatabase } = await import('@/db');

try {
  await prepareDatabase();
} catch (err) {
  console.error(`[zhiyuan] ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
