import 'server-only';
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { env } from '@/lib/env';
import { eventsChannel } from './redis-cache-handler.mjs';

/**
 * Change notices between the instances of one database (REDIS_URL set; without it, one instance,
 * nothing to tell). What an instance holds in memory and derives from the catalogue (the search
 * vocabulary, the proxy's slug index) is dropped by the instance that makes a change
 * (lib/catalogue/cache.ts `expireCatalogue`), which also publishes the change here; every other
 * instance hears it (instrumentation.ts starts the listener) and drops its copy too, so the next
 * request rebuilds it from the database. Next's own cache is shared through Redis already
 * (lib/cache/redis-cache-handler.mjs) and needs no notice.
 *
 * The proxy, the pages and instrumentation are separate bundles in one process: the connections
 * and this instance's id live on globalThis, so each bundle's copy of this module shares them.
 */
export type ChangeKind = 'catalogue';

interface BusState {
  id: string;
  publisher?: Promise<Client>;
  subscribed?: boolean;
}

const holder = globalThis as typeof globalThis & { __zhiyuanBus?: BusState };
const state = (): BusState => (holder.__zhiyuanBus ??= { id: randomUUID() });
const channel = () => eventsChannel({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });

const _newClient = (url: string) => createClient({ url });
type Client = ReturnType<typeof _newClient>;

function client(): Client {
  const c: Client = createClient({ url: env.REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: (n: number) => Math.min(n * 200, 2000) } });
  c.on('error', () => {}); // reconnects on its own; a lost notice is covered by the indexes' maximum age
  return c;
}

/** Tells the other instances (fire and forget: a write never waits for Redis or fails with it). */
export function publishChange(kind: ChangeKind): void {
  if (!env.REDIS_URL) return;
  const s = state();
  s.publisher ??= client().connect();
  const message = JSON.stringify({ from: s.id, kind });
  s.publisher.then((c) => c.publish(channel(), message)).catch(() => {
    s.publisher = undefined;
  });
}

/** Listens for the other instances' notices (once per process). */
export async function listenForChanges(onChange: (kind: ChangeKind) => void): Promise<void> {
  const s = state();
  if (!env.REDIS_URL || s.subscribed) return;
  s.subscribed = true;
  const subscriber = client();
  await subscriber.connect();
  await subscriber.subscribe(channel(), (raw: string) => {
    try {
      const { from, kind } = JSON.parse(raw) as { from?: string; kind?: ChangeKind };
      if (from !== s.id && kind === 'catalogue') onChange(kind);
    } catch {
      // not ours
    }
  });
}
