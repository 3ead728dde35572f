import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Finds left and right written into the styles (issue 29, right to left): a physical-direction
 * Tailwind utility (`ml-2`, `pr-3`, `left-0`, `text-right`, `border-l`, `rounded-tr-md`,
 * `float-left`…) in any string of a .ts/.tsx file, a physical property in an inline style
 * (`style={{ marginLeft }}`, an object cast to CSSProperties), a `translate-x-*` with no `rtl:`
 * counterpart in the same string (a slide-in that would come from the wrong side), and a physical
 * property or utility in a CSS file (`margin-left:`, `left:`, `text-align: right`, `@apply pl-4`).
 * Their logical twins (`ms-2`, `pe-3`, `inset-s-0`, `text-end`, `border-s`, `rounded-se-md`,
 * `float-start`, `margin-inline-start`, `inset-inline-start`, `text-align: end`) mirror with the
 * page's direction. `tests/unit/logical-css.test.ts` runs it on app/ and components/; run it alone
 * with `npx tsx tests/helpers/physical-css.ts components/lists`.
 */
export interface PhysicalStyle {
  file: string;
  line: number;
  /** The utility, or the CSS property with its value (`text-align: left`). */
  found: string;
}

/** A utility's name without its variants (`md:`, `[&_ol]:`), its `!` and its minus sign. */
export function utilityOf(token: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  return token.slice(start).replace(/^!/, '').replace(/!$/, '').replace(/^-/, '');
}

/** A spacing or inset value: 4, 0.5, 1/2, px, full, auto, [1.92rem], (--x) (so `right-to-left` is not one). */
const size = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[.+\]|\(.+\))`;

const physicalUtility = new RegExp(
  '^(?:' +
    [
      `(?:scroll-)?[mp][lr]-${size}`, // ml-2 pr-3 scroll-ml-4 → ms / pe / scroll-ms
      `(?:left|right)-${size}`, // left-0 right-1/2 → inset-s / inset-e
      '(?:text|float|clear)-(?:left|right)', // → text-start / float-end / clear-start
      'border-[lr](?:-.+)?', // border-l border-r-2 border-l-slate-200 (not border-lime-500) → border-s / border-e
      'rounded-(?:[lr]|[tb][lr])(?:-.+)?', // rounded-l rounded-tr-md (not rounded-lg) → rounded-s / rounded-se
      'origin-(?:(?:top|bottom)-)?(?:left|right)', // → a transform origin that mirrors needs rtl:
      '(?:bg|object)-(?:left|right)(?:-(?:top|bottom))?',
      'bg-(?:linear|gradient)-to-(?:[lr]|[tb][lr])', // a gradient along the line
    ].join('|') +
    ')$',
);

/** Physical CSS properties (a declaration `prop:` or an arbitrary utility `[prop:value]`). */
const physicalProperty = /(?<![\w-])(?:(?:scroll-)?(?:margin|padding)-(?:left|right)|border-(?:left|right)(?:-[a-z]+)?|border-(?:top|bottom)-(?:left|right)-radius|left|right)\s*:/;
/** Physical values: `text-align: left`, `float: right`, `clear: left`. */
const physicalValue = /(?<![\w-])(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

/** The physical utilities of a class list (a string's whitespace-separated tokens). */
export function physicalUtilitiesIn(classes: string): string[] {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const found = tokens.filter((t) => {
    const u = utilityOf(t);
    // Utilities are lower case outside their brackets: `pl-PL` is a language tag.
    if (/[A-Z]/.test(u.replace(/\[[^\]]*\]/g, ''))) return false;
    if (physicalUtility.test(u)) return true;
    // An arbitrary property: [margin-left:4px], [text-align:right].
    return /^\[.*\]$/.test(u) && (physicalProperty.test(u.slice(1)) || physicalValue.test(u.slice(1)));
  });
  // A translate along the line flips in a right-to-left page: an `rtl:` translate beside it says it does
  // (the centring -translate-x-1/2 is symmetric and needs none).
  const flips = tokens.some((t) => /(^|:)rtl:/.test(t) && /translate-x-/.test(t));
  if (!flips) found.push(...tokens.filter((t) => /^translate-x-(?!1\/2$)/.test(utilityOf(t)) && !/(^|:)(rtl|ltr):/.test(t)));
  return found;
}

/** Inline style properties that name a side. */
const physicalStyleKeys = /^(?:(?:margin|padding|scrollMargin|scrollPadding)(?:Left|Right)|border(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius|left|right)$/;

function strings(node: ts.Node): { text: string; at: number }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text, at: node.getStart() }];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((s) => s.literal)].map((p) => ({ text: p.text, at: p.getStart() }));
  return [];
}

/** An object literal that is a style: `style={{ … }}`, or `{ … } as CSSProperties`. */
function isStyleObject(node: ts.ObjectLiteralExpression): boolean {
  let p: ts.Node = node.parent;
  while (ts.isParenthesizedExpression(p)) p = p.parent;
  if (ts.isAsExpression(p) || ts.isSatisfiesExpression(p)) return /CSSProperties/.test(p.type.getText());
  if (ts.isJsxExpression(p) && ts.isJsxAttribute(p.parent)) return p.parent.name.getText() === 'style';
  return false;
}

/** The physical styles of one .ts/.tsx source. */
export function findPhysicalStyles(file: string, source: string): PhysicalStyle[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: PhysicalStyle[] = [];
  const line = (at: number) => sf.getLineAndCharacterOfPosition(at).line + 1;
  const visit = (node: ts.Node) => {
    for (const s of strings(node)) for (const found of physicalUtilitiesIn(s.text)) out.push({ file, line: line(s.at), found });
    if (ts.isObjectLiteralExpression(node) && isStyleObject(node)) {
      for (const prop of node.properties) {
        const name = prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined;
        if (name && physicalStyleKeys.test(name)) out.push({ file, line: line(prop.getStart()), found: name });
        if (name === 'textAlign' && ts.isPropertyAssignment(prop) && /^['"`](left|right)['"`]$/.test(prop.initializer.getText())) {
          out.push({ file, line: line(prop.getStart()), found: `textAlign: ${prop.initializer.getText()}` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The physical styles of a CSS source: declarations, and the utilities of its @apply rules. */
export function findPhysicalCss(file: string, source: string): PhysicalStyle[] {
  // Comments out (kept as blank lines, so the line numbers hold).
  const text = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const out: PhysicalStyle[] = [];
  text.split('\n').forEach((l, i) => {
    const apply = /@apply\s+([^;]*)/.exec(l);
    if (apply) {
      for (const found of physicalUtilitiesIn(apply[1])) out.push({ file, line: i + 1, found });
      return;
    }
    const prop = physicalProperty.exec(l) ?? physicalValue.exec(l);
    if (prop) out.push({ file, line: i + 1, found: l.trim().replace(/;$/, '') });
  });
  return out;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(tsx?|css)$/.test(p) && !/\.d\.ts$/.test(p)) out.push(p);
  }
  return out;
}

/** Every physical style in the .ts, .tsx and .css files under `dirs`. */
export function findPhysicalStylesIn(dirs: string[]): PhysicalStyle[] {
  return dirs
    .flatMap((d) => walk(d))
    .flatMap((f) => (f.endsWith('.css') ? findPhysicalCss(f, readFileSync(f, 'utf8')) : findPhysicalStyles(f, readFileSync(f, 'utf8'))));
}

if (process.argv[1]?.endsWith('physical-css.ts')) {
  for (const f of findPhysicalStylesIn(process.argv.slice(2).length ? process.argv.slice(2) : ['app', 'components'])) console.log(`${f.file}:${f.line} ${f.found}`);
}
