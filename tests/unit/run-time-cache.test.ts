import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearRunTimeCache } from '@/lib/cli/run-time-cache';

/** The launcher clears what the last run cached in the build folder, and keeps what the build made. */
describe('clearRunTimeCache', () => {
  it('removes the data cache and the pages generated at run time, keeps prerendered pages and code', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-dist-'));
    const file = (rel: string, body = 'x') => {
      fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
      fs.writeFileSync(path.join(dist, rel), body);
    };
    fs.writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify({ routes: { '/terms': {}, '/favicon.ico': {} } }));
    file('cache/fetch-cache/abc');
    for (const ext of ['.html', '.rsc', '.meta']) file(`server/app/terms${ext}`);
    file('server/app/favicon.ico.body');
    file('server/app/internal/home/index.html');
    file('server/app/internal/home/index.rsc');
    file('server/app/internal/home/index.meta');
    file('server/app/internal/home/index.segments/_tree.segment.rsc');
    file('server/app/courses/law.html');
    file('server/app/courses/[slug]/page.js');
    file('server/app/(public)/courses/[slug]/page.js');
    file('server/route-cache/APP_PAGE/0123abcd/$/jobs/category/44.html');

    expect(clearRunTimeCache(dist)).toEqual({ pages: 2 });
    const exists = (rel: string) => fs.existsSync(path.join(dist, rel));
    expect(exists('cache/fetch-cache')).toBe(false);
    expect(exists('server/app/internal/home/index.html')).toBe(false);
    expect(exists('server/app/internal/home/index.rsc')).toBe(false);
    expect(exists('server/app/internal/home/index.meta')).toBe(false);
    expect(exists('server/app/internal/home/index.segments')).toBe(false);
    expect(exists('server/app/courses/law.html')).toBe(false);
    expect(exists('server/route-cache')).toBe(false);
    for (const kept of ['server/app/terms.html', 'server/app/terms.rsc', 'server/app/favicon.ico.body', 'server/app/courses/[slug]/page.js', 'server/app/(public)/courses/[slug]/page.js']) {
      expect(exists(kept), kept).toBe(true);
    }
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('without a build (no manifest) keeps every page', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-dist-'));
    fs.mkdirSync(path.join(dist, 'server/app'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server/app/x.html'), 'x');
    expect(clearRunTimeCache(dist)).toEqual({ pages: 0 });
    expect(fs.existsSync(path.join(dist, 'server/app/x.html'))).toBe(true);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
