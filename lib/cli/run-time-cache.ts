import fs from 'node:fs';
import path from 'node:path';

/**
 * What the last run cached in the build folder, removed when the launcher starts: it belongs to
 * the last run's database, which may since have been reset or replaced, and Next remembers
 * expired tags only in memory. So a restart on changed data serves fresh pages.
 *
 * - the data cache (`cache/fetch-cache`: the catalogue's `unstable_cache` entries);
 * - the pages generated at run time (the full-route cache: `server/app/**` `.html`, `.rsc`,
 *   `.meta`, `.body` files and `.segments` folders of routes that were not prerendered by the
 *   build, read from the build's prerender-manifest.json). Pages the build prerendered stay;
 * - the route cache Next 16.2+ writes pages generated at run time to (`server/route-cache`: only
 *   run-time entries, the build writes none there). Left in place, a page of the last run's
 *   database would be served (a job page naming a job the new database does not have).
 */
const generatedPattern = /(\.html|\.rsc|\.meta|\.body|\.segments)$/;

export function clearRunTimeCache(distDir: string): { pages: number } {
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  fs.rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
  const appDir = path.join(distDir, 'server', 'app');
  if (!fs.existsSync(appDir)) return { pages: 0 };
  const prerendered = buildPrerenderedRoutes(distDir);
  if (!prerendered) return { pages: 0 };
  let pages = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const generated = generatedPattern.exec(entry.name);
      if (generated) {
        const rel = path.relative(appDir, full).slice(0, -generated[1].length).replace(/\.prefetch$/, '');
        const route = `/${rel.split(path.sep).join('/')}`.replace(/^\/index$/, '/');
        if (!prerendered.has(route)) {
          fs.rmSync(full, { recursive: true, force: true });
          if (generated[1] === '.html') pages++;
        }
        continue;
      }
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(appDir);
  return { pages };
}

function buildPrerenderedRoutes(distDir: string): Set<string> | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { routes?: Record<string, unknown> };
    return new Set(Object.keys(manifest.routes ?? {}));
  } catch {
    // No manifest (no build yet): nothing to tell apart, keep everything.
    return null;
  }
}
