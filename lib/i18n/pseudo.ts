/**
 * The pseudo-locale (issue 29: "a pseudo-locale run shows no text that bypasses the catalogue").
 * With `PSEUDO_LOCALE=1` (lib/env.ts) at build and at run time, every English message is shown bracketed and
 * accented — "Apply now" reads "⟦Àƥƥĺý ñóŵ⟧" — so a word a person reads that is NOT inside
 * brackets did not come from the catalogue (or is content typed by people, or a format of `Intl`).
 * `npm run test:pseudo` builds such a server and walks the pages for it (tests/pseudo/).
 *
 * Messages arrive here as next-intl precompiled them at build time (icu-minify's format: a string,
 * or a list of nodes where a node is a string, `0` for `#`, `[arg]`, `[arg, type, options|style]`
 * or `[tag, ...children]`). Only literal text is accented; argument names, plural and select keys
 * and tags stay as they are.
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const accents: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥíĵķĺɱñóƥǫŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ'][i]]),
);

/** Literal text accented: still readable, plainly not the English it came from. */
export const accent = (text: string): string => text.replace(/[A-Za-z]/g, (c) => accents[c] ?? c);

// icu-minify's node types after the argument's name (types-*.js): select, plural, selectordinal
// carry options; number, date, time a style.
const OPTION_TYPES = new Set([1, 2, 3]);

type Node = string | number | Node[] | { [key: string]: unknown };

function pseudoNode(node: Node): Node {
  if (typeof node === 'string') return accent(node);
  if (!Array.isArray(node)) return node;
  const [name, second, third] = node;
  if (node.length === 1) return node; // an argument
  if (typeof second === 'number') {
    if (!OPTION_TYPES.has(second) || !third || typeof third !== 'object') return node;
    const options = Object.fromEntries(Object.entries(third as Record<string, Node>).map(([k, v]) => [k, pseudoBranch(v)]));
    return [name, second, options];
  }
  return [name, ...node.slice(1).map(pseudoNode)]; // a tag and its children
}

/** A plural or select branch: a string, `#`, or a list of nodes. */
const pseudoBranch = (branch: Node): Node => (Array.isArray(branch) ? branch.map(pseudoNode) : pseudoNode(branch));

/** One precompiled message (a string or a node list), bracketed, its literal text accented. */
export function pseudoMessage(message: unknown): unknown {
  if (typeof message === 'string') return PSEUDO_OPEN + accent(message) + PSEUDO_CLOSE;
  if (Array.isArray(message)) return [PSEUDO_OPEN, ...message.map(pseudoNode), PSEUDO_CLOSE];
  return message;
}

/** A catalogue with every message pseudo (namespaces and nested groups walked). */
export function pseudoCatalogue<T>(messages: T): T {
  const walk = (value: unknown): unknown => {
    if (value && typeof value === 'object' && !Array.isArray(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return pseudoMessage(value);
  };
  return walk(messages) as T;
}

