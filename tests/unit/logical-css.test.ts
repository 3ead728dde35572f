import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSprite } from '@/components/ui/icons';
import { findPhysicalCss, findPhysicalStyles, findPhysicalStylesIn } from '../helpers/physical-css';

/**
 * Issue 29, item 4 (right to left done properly): Arabic pages are `dir="rtl"`, and the layout
 * mirrors because the styles say start and end, never left and right: `ms-*`/`me-*`, `ps-*`/`pe-*`,
 * `inset-s-*`/`inset-e-*`, `text-start`/`text-end`, `border-s`/`border-e`, `rounded-s*`/`rounded-e*`,
 * `float-start`/`float-end`, and in CSS `margin-inline-start`, `inset-inline-start`,
 * `text-align: start`. This fails on a physical one in app/, components/ or lib/ (see
 * tests/helpers/physical-css.ts for what it looks at), unless it is listed below with its reason.
 */
const allowed: { file: string; found: string; reason: string }[] = [];

describe('logical CSS (right to left)', () => {
  it('finds no physical left or right in app/, components/ and lib/ but the allowed ones', () => {
    const found = findPhysicalStylesIn(['app', 'components', 'lib']);
    const isAllowed = (f: { file: string; found: string }) => allowed.some((a) => a.file === f.file && a.found === f.found);
    expect(found.filter((f) => !isAllowed(f)).map((f) => `${f.file}:${f.line} ${f.found}`)).toEqual([]);
    // Each allowance still has its use (a stale one hides the next physical class written there).
    for (const a of allowed) expect(found.some((f) => f.file === a.file && f.found === a.found), `stale allowance: ${a.file} ${a.found}`).toBe(true);
  });

  it('mirrors every icon of the sprite that points left or right, and no other', () => {
    const css = fs.readFileSync('app/globals.css', 'utf8');
    const rule = /((?:\.lucide-[a-z0-9-]+,?\s*)+)\{\s*@apply rtl:-scale-x-100;/.exec(css);
    expect(rule, 'the rule in app/globals.css that mirrors the directional icons').not.toBeNull();
    const mirrored = [...rule![1].matchAll(/\.lucide-([a-z0-9-]+)/g)].map((m) => m[1]).sort();
    const sprite = [...iconSprite().matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    // Along the line: left and right in the name, and the ones whose drawing points along it.
    const horizontal = sprite.filter((n) => /(^|-)(left|right)(-|$)/.test(n) || ['log-out', 'undo-2', 'send'].includes(n)).sort();
    expect(mirrored).toEqual(horizontal);
    for (const name of mirrored) expect(name, 'an up or down icon stays as it is').not.toMatch(/(^|-)(up|down)(-|$)/);
  });
});

describe('the scanner', () => {
  it('flags the physical utilities, wherever a string holds them', () => {
    const source = `
      const panel = 'fixed right-4 top-16 -translate-x-full';
      export function Row({ open }: { open: boolean }) {
        return (
          <div className={cn('ml-2 pr-3 md:pl-4', open && '!mr-auto')} style={{ marginLeft: 4, textAlign: 'right' }}>
            <span className={\`border-l border-r-2 rounded-tl-md rounded-r text-left \${open ? 'left-[3px]' : 'float-right'}\`} />
            <ol className="[&_ol]:ml-5 [margin-right:1rem] hover:text-right -left-1/2 bg-linear-to-r origin-top-left" />
          </div>
        );
      }`;
    expect(findPhysicalStyles('fixture.tsx', source).map((f) => f.found)).toEqual([
      'right-4',
      '-translate-x-full',
      'ml-2',
      'pr-3',
      'md:pl-4',
      '!mr-auto',
      'marginLeft',
      "textAlign: 'right'",
      'border-l',
      'border-r-2',
      'rounded-tl-md',
      'rounded-r',
      'text-left',
      'left-[3px]',
      'float-right',
      '[&_ol]:ml-5',
      '[margin-right:1rem]',
      'hover:text-right',
      '-left-1/2',
      'bg-linear-to-r',
      'origin-top-left',
    ]);
  });

  it('leaves the logical ones and the false friends alone', () => {
    const source = `
      const panel = 'fixed inset-e-4 -translate-x-full rtl:translate-x-full';
      export function Row() {
        return (
          <div className="ms-2 pe-3 ps-4 me-auto border-s border-e-2 rounded-ss-md rounded-e rounded-lg border-lime-500 text-start text-lg float-end inset-x-0 mx-auto px-4 -translate-x-1/2 left-1/2x space-x-2 divide-x">
            <span lang="pl-PL" data-dir="right-to-left" title="left">{t('left')}</span>
          </div>
        );
      }`;
    expect(findPhysicalStyles('fixture.tsx', source)).toEqual([]);
  });

  it('reads CSS: physical properties and @apply, not comments or logical properties', () => {
    const css = `
      /* the label sits in the left margin: margin-left: 0 */
      .a { margin-left: 1rem; padding-inline-start: 2px; }
      .b { inset-inline-start: 0; left: 0; text-align: right; float: left; }
      .c { @apply ms-2 text-end max-sm:pl-32 before:left-0; }
      .d { text-align: start; border-inline-end: 1px solid; margin: 0 auto; }`;
    expect(findPhysicalCss('x.css', css).map((f) => `${f.line} ${f.found}`)).toEqual([
      '3 .a { margin-left: 1rem; padding-inline-start: 2px; }',
      '4 .b { inset-inline-start: 0; left: 0; text-align: right; float: left; }',
      '5 max-sm:pl-32',
      '5 before:left-0',
    ]);
  });
});
