// npm run db:seed:large [-- --scale 0.1] [-- --reset]: builds the scale dataset (10,000
// universities, 100,000 courses, 100,000 applications, 50,000 jobs at scale 1) into the configured
// database (DATABASE_URL, else the embedded one, under its lock), after applying the migrations
// and the reference data, with the demo accounts (seeded when missing) given volume: job seekers,
// job applications in every stage, part-time entries, direct hire, payments in every state and
// contact messages and notifications too. Refuses when the generated rows are already there, unless --reset.
import { parseArgs } from 'node:util';
import { prepareEnvironment } from '@/lib/cli/prepare-env';

prepareEnvironment();

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    'Usage: npm run db:seed:large -- [--scale 1] [--reset]\n' +
      '  --scale  fraction of the full dataset (1 = 10,000 universities, 100,000 courses, 100,000 applications, 50,000 jobs)\n' +
      '  --reset  delete the previously generated rows first (otherwise a second run is refused)\n',
  );
  process.exit(0);
}

const { getDatabaseHandle, closeDatabase } = await import('@/db');
const { migrateDatabase } = await import('@/db/migrate');
const { seedDemo, seedReference } = await import('@/db/seed');
const { demoImagesDir } = await import('@/lib/cli/database');
const { seedLarge, LARGE_PASSWORD, LARGE_EMAIL_DOMAIN } = await import('@/db/seed-large/seed');

const say = (message: string) => process.stdout.write(`[zhiyuan] ${message}\n`);

try {
  const scale = Number(values.scale);
  const handle = getDatabaseHandle();
  say(`large seed on ${handle.kind} (${handle.location}), scale ${scale}`);
  await migrateDatabase(handle);
  await seedReference(handle.db);
  // The demo accounts (README, "Demo logins") get volume too: every role's pages have real rows.
  const demo = await seedDemo(handle.db, { imagesDir: demoImagesDir() });
  if (!demo.skipped) say('demo accounts and data seeded');
  const result = await seedLarge(handle.db, { scale, reset: values.reset, log: (m) => say(`  ${m}`) });
  const c = result.counts;
  say(
    `created ${c.universities} universities, ${c.courses} courses, ${c.students} students, ${c.applications} applications, ` +
      `${c.employers} employers (${c.companyProfiles} company profiles), ${c.jobs} jobs, ${c.seekers} job seekers, ` +
      `${c.jobApplications} job applications, ${c.partTime} part-time entries, ${c.directHire} direct-hire requests, ${c.contactMessages} contact messages, ${c.notifications} notifications; ` +
      `${c.provinces} new provinces, ${c.cities} new cities`,
  );
  say(`done in ${(result.ms / 1000).toFixed(1)} s; generated accounts: student1@${LARGE_EMAIL_DOMAIN}…, employer1@${LARGE_EMAIL_DOMAIN}…, password ${LARGE_PASSWORD}`);
} catch (err) {
  console.error(`[zhiyuan] ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
