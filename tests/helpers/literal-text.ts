import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Finds text a user would read that is written in code instead of coming from the message
 * catalogue (lib/i18n/messages): JSX text, text attributes (placeholder, title, aria-label…),
 * string literals shown as JSX children, and the label-like properties of objects (`label:`,
 * `header:`, `title:`…) in app/ and components/. What is not words (punctuation, numbers, a lone
 * symbol) is not flagged. `tests/unit/literal-text.test.ts` runs it; run it alone on a folder with
 * `npx tsx tests/helpers/literal-text.ts components/jobs`.
 */
export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value is read by people (or screen readers). */
const textAttributes = new Set([
  'placeholder', 'title', 'alt', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'label', 'description',
  'hint', 'heading', 'emptyText', 'empty', 'confirm', 'confirmLabel', 'confirmText', 'message', 'text', 'caption', 'legend', 'summary',
  'submitLabel', 'pendingLabel', 'successMessage', 'cancelLabel', 'subtitle', 'lead', 'question', 'help', 'prefix', 'suffix',
]);
/** Object properties whose value is read by people. */
const textProperties = new Set([
  'label', 'header', 'title', 'description', 'placeholder', 'message', 'confirm', 'confirmLabel', 'emptyText', 'empty', 'hint', 'heading',
  'success', 'summary', 'text', 'legend', 'caption', 'submitLabel', 'pendingLabel', 'question', 'help', 'subtitle', 'lead', 'noun', 'what',
  'emptyTitle', 'emptyBody', 'successMessage', 'body', 'alt', 'name',
]);

/** Words: a letter, and not an identifier-like value (a key, a path, a code). */
export function isWords(text: string): boolean {
  const t = text.trim();
  if (!/\p{L}/u.test(t)) return false;
  // A single token without spaces that is not capitalised or is a key/path/URL/CSS class: not prose.
  if (!/\s/.test(t) && !/^\p{Lu}\p{Ll}/u.test(t) && !/^\p{Lu}+$/u.test(t) && !/[^\x00-\x7F]/.test(t)) return false;
  if (/^(https?:|mailto:|\/|#|\.|@)/.test(t)) return false;
  return true;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(p) && !/\.d\.ts$/.test(p)) out.push(p);
  }
  return out;
}

function propertyName(node: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return node.text;
  return undefined;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
  return undefined;
}

/** The literal strings an expression may evaluate to (`a ? 'x' : 'y'`, `'x' ?? y`…). */
function candidateStrings(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return candidateStrings(node.expression);
  if (ts.isConditionalExpression(node)) return [...candidateStrings(node.whenTrue), ...candidateStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind))
    return [...candidateStrings(node.left), ...candidateStrings(node.right)];
  return literalText(node) !== undefined ? [node] : [];
}

export function findLiteralText(file: string, source = readFileSync(file, 'utf8')): LiteralText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LiteralText[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!isWords(text)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    const lineText = source.split('\n')[line] ?? '';
    const previous = source.split('\n')[line - 1] ?? '';
    if (/i18n-ignore/.test(lineText) || /i18n-ignore/.test(previous)) return;
    found.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sf);
      if (textAttributes.has(name)) {
        if (ts.isStringLiteral(node.initializer)) add(node.initializer, node.initializer.text);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
          for (const s of candidateStrings(node.initializer.expression)) add(s, literalText(s)!);
      }
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const s of candidateStrings(node.expression)) add(s, literalText(s)!);
    } else if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      if (name && textProperties.has(name)) for (const s of candidateStrings(node.initializer)) add(s, literalText(s)!);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

export function findLiteralTextIn(dirs: string[]): LiteralText[] {
  return dirs.flatMap((d) => (statSync(d).isDirectory() ? walk(d) : [d])).flatMap((f) => findLiteralText(f));
}

if (process.argv[1]?.endsWith('literal-text.ts')) {
  const dirs = process.argv.slice(2);
  const found = findLiteralTextIn(dirs.length ? dirs : ['app', 'components']);
  for (const f of found) console.log(`${f.file}:${f.line}\t${f.text}`);
  console.log(`${found.length} literal texts`);
}
