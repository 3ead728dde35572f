import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { addCompileHints } from './lib/build/compile-hints.mjs';
import { REWRITE_HEADER } from './lib/http/plain-headers';

// next.config.ts runs before lib/env.ts can be imported by Next's config loader; it reads only the
// build output folder, which test builds move (so a test run never overwrites `npm start`'s build).
const distDir = process.env.NEXT_DIST_DIR || '.next';

const nextConfig: NextConfig = {
  distDir,
  reactStrictMode: true,
  poweredByHeader: false,
  // The launcher's front door compresses (lib/cli/compress.ts: Next's own middleware, and a cached
  // page's gzip made once rather than on every hit).
  compress: false,
  generateEtags: false,
  // Trailing slashes: `/api/...` answers both forms; the proxy redirects page paths itself.
  skipTrailingSlashRedirect: true,
  // Blocking metadata for every client, not only the crawlers Next knows: titles, descriptions and
  // canonical links are in the first <head> for everyone (and every link-preview bot).
  htmlLimitedBots: /.*/,
  // PGlite ships wasm and data files; argon2 a native binary: load them from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'nodemailer', '@redis/client', 'swagger-ui-dist'],
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks with tsc; the build need not repeat it
  compiler: {
    // The framework's scripts compiled off the main thread while they download (lib/build/compile-hints.mjs).
    runAfterProductionCompile: async ({ projectDir, distDir: out }) => {
      addCompileHints(path.resolve(projectDir, out));
    },
  },
  experimental: {
    authInterrupts: true,
    // An address no page answers renders app/global-not-found.tsx (two root layouts, none above it).
    globalNotFound: true,
    // Turbopack's build cache speeds a rebuild here, but a CI run builds once on a fresh clone:
    // writing the cache there only costs time (18 s of a 109 s build on the 2-core machine).
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The admin catalogue forms carry a logo and a banner (5 MB each at most). Every other page's
    // actions stay at 1 MB: the launcher's front door caps each path (lib/cli/front-door.ts,
    // uploadRoutes lists the form pages that may send more).
    serverActions: { bodySizeLimit: '12mb' },
  },
  // A plain request's rewrite to its cached internal route, decided by the launcher's front door
  // (lib/http/public-gate.ts) instead of the proxy, which such requests skip: the page is rendered
  // from the internal route while the browser keeps its address (and the query passes on).
  async rewrites() {
    return {
      beforeFiles: [{ source: '/:path*', has: [{ type: 'header', key: REWRITE_HEADER, value: '/(?<target>.+)' }], destination: '/:target' }],
      afterFiles: [],
      fallback: [],
    };
  },
  images: {
    // Logos and banners are served by our own route handlers (no remote hosts, no CDN).
    localPatterns: [{ pathname: '/image/**' }, { pathname: '/images/**' }],
    dangerouslyAllowSVG: true,
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

/**
 * Several instances (README, "Running several instances"): with REDIS_URL set when the server
 * starts, Next's cache (generated pages, the data cache, tag expiry) lives in Redis, shared by every
 * instance, and not in this process's memory (lib/cache/redis-cache-handler.mjs). Never at build
 * time: a build reads no data and needs no Redis. Without REDIS_URL, Next's own file-system cache.
 */
// Messages by key (lib/i18n): next-intl's request configuration lives with the catalogue.
// The catalogue's ICU messages are compiled at build time (next-intl's catalog loader), so the
// browser gets a format-only runtime instead of an ICU parser (the first-load JS budget).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './lib/i18n/messages', format: 'json', locales: ['en', 'zh', 'fr', 'ar', 'ru'], precompile: true } },
});

export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return withNextIntl(nextConfig);
  return withNextIntl({ ...nextConfig, cacheHandler: path.resolve('lib/cache/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 });
}
