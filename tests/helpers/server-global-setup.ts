import type { TestProject } from 'vitest/node';
import { readServerState, startTestServer } from './test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The server's Postgres database ('' on the embedded one, which the server alone may open). */
    databaseUrl: string;
  }
}

/** HTTP tests use the server npm test started, or start their own (when run alone). */
export default async function setup(project: TestProject) {
  const existing = readServerState();
  if (existing) {
    project.provide('baseUrl', existing.baseUrl);
    project.provide('dataDir', existing.dataDir);
    project.provide('databaseUrl', existing.databaseUrl ?? '');
    return;
  }
  const server = await startTestServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseUrl', server.databaseUrl ?? '');
  return () => server.stop();
}
