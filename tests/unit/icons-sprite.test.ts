import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from '@/components/ui/icons';
import fs from 'node:fs';
import path from 'node:path';
import { GET } from '@/app/icons.svg/route';
import { iconSpriteVersion } from '@/components/ui/icon-sprite-version';

/**
 * The server-rendered icons draw from one sprite (issue 14: a finder page repeated a hundred icons'
 * paths in its HTML and again in its RSC payload). One source of truth: the sprite is built from
 * the same table as the components, and every icon a page renders has its symbol there.
 */
const components = Object.entries(icons).filter(([name]) => /^[A-Z]/.test(name)) as [string, icons.SvgIcon][];

describe('icon sprite', () => {
  it('has one symbol per icon, with Lucide’s drawing attributes', () => {
    const sprite = icons.iconSprite();
    expect(components.length).toBeGreaterThan(10);
    for (const [name, Icon] of components) {
      const html = renderToStaticMarkup(createElement(Icon, { className: 'size-4' }));
      const id = /<use href="\/icons\.svg\?v=[0-9a-z]+#([a-z0-9-]+)"/.exec(html)?.[1];
      expect(id, name).toBeDefined();
      // Sized by its class: no width and height written (without a class, Lucide's 24 px).
      expect(html, name).toMatch(new RegExp(`^<svg aria-hidden="true" class="lucide lucide-${id} size-4"><use href="[^"]+"></use></svg>$`));
      expect(renderToStaticMarkup(createElement(Icon)), name).toMatch(new RegExp(`^<svg width="24" height="24" aria-hidden="true" class="lucide lucide-${id}">`));
      const symbol = new RegExp(`<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">(.*?)</symbol>`).exec(sprite);
      expect(symbol, name).not.toBeNull();
      expect(symbol![1], name).toMatch(/^(<(path|circle|rect|line|polyline|ellipse)( [a-z0-9-]+="[^"<]*")+\/>)+$/);
    }
    // Each id once.
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(components.length);
  });

  it('is addressed by the version client islands know (icon-sprite-version.ts)', () => {
    expect(iconSpriteVersion, `write '${icons.iconSpriteHash()}' in components/ui/icon-sprite-version.ts`).toBe(icons.iconSpriteHash());
    expect(icons.iconSpritePath()).toBe(`/icons.svg?v=${icons.iconSpriteHash()}`);
  });

  it('has a symbol for every icon SpriteIcon or a row action names', () => {
    const sprite = icons.iconSprite();
    const files = (fs.readdirSync('components', { recursive: true }) as string[]).map((f) => path.join('components', f)).concat((fs.readdirSync('app', { recursive: true }) as string[]).map((f) => path.join('app', f)));
    const named: string[] = [];
    for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
      const text = fs.readFileSync(file, 'utf8');
      // Literal names: SpriteIcon's, and a row action's icon (components/lists/row-actions.tsx).
      for (const m of text.matchAll(/<(?:SpriteIcon|RowAction)\b[^>]*?\b(?:name|icon)="([^"]*)"/g)) named.push(m[1]);
    }
    expect(named).toEqual(expect.arrayContaining(['chevron-down', 'layout-dashboard', 'log-out', 'monitor-off', 'arrow-up-down', 'eye', 'trash-2', 'ban']));
    for (const name of named) expect(sprite, name).toContain(`<symbol id="${name}"`);
  });

  it('draws an icon with only a class once per class (one object, written once per RSC payload)', () => {
    const { MapPin, Clock } = icons;
    const a = MapPin({ className: 'size-4', 'aria-hidden': 'true' });
    expect(MapPin({ className: 'size-4', 'aria-hidden': 'true' })).toBe(a);
    expect(MapPin({ className: 'size-5', 'aria-hidden': 'true' })).not.toBe(a);
    expect(Clock({ className: 'size-4', 'aria-hidden': 'true' })).not.toBe(a);
    // Any other prop: drawn each time, with it.
    const labelled = MapPin({ className: 'size-4', 'aria-label': 'City' });
    expect(labelled).not.toBe(MapPin({ className: 'size-4', 'aria-label': 'City' }));
    expect(renderToStaticMarkup(labelled)).toContain('aria-label="City"');
  });

  it('is served as SVG for a year, under an address that names its content', async () => {
    const res = GET();
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await res.text();
    expect(text).toBe(icons.iconSprite());
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(icons.iconSpritePath()).toMatch(/^\/icons\.svg\?v=[0-9a-z]+$/);
  });
});
