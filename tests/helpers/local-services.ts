import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { outboxDir, setMailConfig } from '@/lib/mail';
import { setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';

/**
 * A test file's own file storage and mail outbox in a fresh folder (the local drivers), set up
 * before its tests and removed after them, so no file shares stored files or mails with another.
 */
export function withLocalServices(prefix: string): { dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  beforeAll(() => {
    setStorage(createLocalDriver(dataDir));
    setMailConfig({ smtpUrl: undefined, outbox: outboxDir(dataDir) });
  });
  afterAll(() => {
    setStorage(undefined);
    setMailConfig(undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir };
}
