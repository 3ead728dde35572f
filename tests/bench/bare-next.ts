// The bench's baseline for cached pages (issue 28, item 9): a bare Next app built from our own
// node_modules (same Next, React and Node), with no proxy, no launcher and no data, whose prerendered
// list pages weigh what our cached pages weigh, sending the same security headers from its
// next.config. `next start` serves them; a cached page of ours is measured against the bare page of
// its own size in the same run.
//
// The app is written to a folder of its own (Next's bundler reads nothing outside its root, so
// node_modules is a hard-linked copy of ours, not a link), built once per set of sizes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface BareApp {
  base: string;
  /** the path of the bare page of about `bytes` of HTML (one of the sizes it was built for) */
  pathFor(bytes: number): string;
  /** the HTML size of each page, as served */
  sizes: Map<number, number>;
  stop(): Promise<void>;
}

/** Words for the list items: text that compresses like a page's text, not like repeated bytes. */
const words = 'university course degree scholarship tuition campus city province language english chinese bachelor master doctor engineering medicine business law science art design apply deadline fee year semester'.split(' ');

function pageSource(): string {
  return `import sizes from '../../../sizes.json';
export const dynamicParams = false;
export function generateStaticParams() { return sizes.map((s: { bytes: number }) => ({ bytes: String(s.bytes) })); }
// A list like ours: a link and a line of text per item, as many items as reach the size.
export default async function Page({ params }: { params: Promise<{ bytes: string }> }) {
  const { bytes } = await params;
  const items = sizes.find((s: { bytes: number; items: number }) => String(s.bytes) === bytes)!.items;
  const words = ${JSON.stringify(words)};
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const text = (n: number) => Array.from({ length: n }, () => words[next() % words.length]).join(' ');
  return (
    <main>
      <h1>List</h1>
      <ul>
        {Array.from({ length: items }, (_, i) => (
          <li key={i}><a href={'/item/' + i}>{text(3)}</a> <span>{text(8)}</span></li>
        ))}
      </ul>
    </main>
  );
}
`;
}

function write(dir: string, sizes: { bytes: number; items: number }[], headers: Record<string, string>): void {
  fs.mkdirSync(path.join(dir, 'app', 'size', '[bytes]'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-bare', private: true, type: 'module' }));
  fs.writeFileSync(path.join(dir, 'sizes.json'), JSON.stringify(sizes));
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { poweredByHeader: false, async headers() { return [{ source: '/:path*', headers: ${JSON.stringify(Object.entries(headers).map(([key, value]) => ({ key, value })))} }]; } };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', lib: ['dom', 'esnext'], jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', strict: false, skipLibCheck: true, noEmit: true, resolveJsonModule: true, isolatedModules: true, allowJs: true },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
  );
  fs.writeFileSync(path.join(dir, 'app', 'layout.tsx'), `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`);
  fs.writeFileSync(path.join(dir, 'app', 'size', '[bytes]', 'page.tsx'), pageSource());
}

function build(dir: string): void {
  const r = spawnSync(process.execPath, [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', NEXT_DIST_DIR: '' },
  });
  if (r.status !== 0) throw new Error(`the bare Next app did not build: ${(r.stdout + r.stderr).slice(-3000)}`);
}

async function started(child: ChildProcess, base: string): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bare Next app stopped (exit ${child.exitCode})`);
    if (await fetch(base + '/size/0').then(() => true, () => false)) return;
    if (Date.now() > until) throw new Error('the bare Next app did not answer within a minute');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Builds and starts the bare app with a page of each size (bytes of HTML, within a few per cent),
 * on `port`. `root` is our project (its node_modules is copied as hard links); `dir` the folder.
 */
export async function startBareNext(opts: { root: string; dir: string; port: number; sizes: number[]; headers: Record<string, string>; log: string }): Promise<BareApp> {
  const { root, dir, port } = opts;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const cp = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (cp.status !== 0) throw new Error(`could not copy node_modules for the bare app: ${cp.stderr}`);

  // Items per page: measured on a first build (two sizes), then built again for the sizes asked.
  const measure = async (sizes: { bytes: number; items: number }[]) => {
    write(dir, sizes, opts.headers);
    build(dir);
    const child = spawn(process.execPath, [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port) },
      stdio: ['ignore', fs.openSync(opts.log, 'a'), fs.openSync(opts.log, 'a')],
      detached: true,
    });
    const base = `http://127.0.0.1:${port}`;
    await started(child, base);
    const got = new Map<number, number>();
    for (const s of sizes) got.set(s.bytes, (await (await fetch(`${base}/size/${s.bytes}`)).arrayBuffer()).byteLength);
    return { child, base, got };
  };
  const stop = async (child: ChildProcess) => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
    await new Promise((r) => setTimeout(r, 500));
  };

  const probe = await measure([
    { bytes: 1, items: 100 },
    { bytes: 2, items: 400 },
  ]);
  await stop(probe.child);
  const perItem = (probe.got.get(2)! - probe.got.get(1)!) / 300;
  const fixed = probe.got.get(1)! - 100 * perItem;
  const sizes = [...new Set(opts.sizes.map((b) => Math.round(b)))].map((bytes) => ({ bytes, items: Math.max(1, Math.round((bytes - fixed) / perItem)) }));
  const app = await measure(sizes);
  return {
    base: app.base,
    sizes: app.got,
    pathFor: (bytes: number) => `/size/${Math.round(bytes)}`,
    stop: () => stop(app.child),
  };
}
