import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { TEST_PORT } from './test-server';

/**
 * What the HTTP tests received from the API, checked against the API reference
 * (/api/openapi.json). The api project's setup file (record-api-answers.ts) records every answer of
 * the test server under /api/ (method, path, status, media type, JSON body), one file per test file;
 * its global setup (api-answers-global-setup.ts) checks them all once the run ends:
 * - every recorded answer of a documented operation has a documented status, and its body matches
 *   the schema the document gives for that status;
 * - when the whole project ran, every operation has at least one validated success and one
 *   validated error answer (`unreachable` lists the few no test can give, each with its reason).
 */
export interface RecordedAnswer {
  method: string;
  /** The path as requested (no query). */
  path: string;
  status: number;
  contentType: string;
  /** The parsed JSON body (undefined: not JSON, or no body). */
  body?: unknown;
  /** Set when the answer said JSON but its body was not. */
  unreadable?: string;
  test: string;
}

export const answersDir = path.resolve(import.meta.dirname, '../..', 'test-results', `api-answers-${TEST_PORT}`);

export function readRecordedAnswers(dir = answersDir): RecordedAnswer[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedAnswer),
    );
}

type Schema = Record<string, unknown>;
type Answer = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { operationId: string; responses: Record<string, Answer> };
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

/**
 * Operations no HTTP test can get a success or an error from, with the reason. Keep it short:
 * anything a client can call is called by some test.
 */
export const unreachable: Record<string, { success?: string; error?: string }> = {
  'GET /api/openapi.json': { error: 'a static public document: nothing a caller sends makes it fail' },
  'GET /api/docs': { error: 'a static public page: nothing a caller sends makes it fail' },
  'GET /api/auth/{nextauth}': { error: "next-auth's own endpoints answer a refusal with a redirect to the sign-in page, not JSON" },
};

/** `/api/admin/city/{id}` → a matcher of concrete paths (a trailing slash allowed, as Next allows it; next-auth's `{nextauth}` is a catch-all). */
function matcher(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part === '{nextauth}' ? '.+' : part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** The documented path for a concrete one: a literal path wins over a template with parameters. */
export function pathMatcher(doc: OpenApiDoc): (p: string) => string | undefined {
  const templates = Object.keys(doc.paths)
    .map((t) => ({ t, params: (t.match(/\{/g) ?? []).length, re: matcher(t) }))
    .sort((a, b) => a.params - b.params || b.t.length - a.t.length);
  return (p) => {
    let decoded = p;
    try {
      decoded = decodeURI(p);
    } catch {
      // keep it as sent
    }
    return templates.find(({ re }) => re.test(p) || re.test(decoded))?.t;
  };
}

export interface AnswerCheck {
  /** Answers that do not match the document (each says which operation, status and why). */
  mismatches: string[];
  /** `METHOD /template`: the statuses validated, successes and errors. */
  validated: Map<string, { success: Set<number>; error: Set<number> }>;
  /** Operations without a validated success / error (allow-list applied). */
  missing: string[];
  operations: string[];
}

export function checkAnswers(doc: OpenApiDoc, answers: RecordedAnswer[]): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const match = pathMatcher(doc);
  const operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`));
  const validated = new Map(operations.map((k) => [k, { success: new Set<number>(), error: new Set<number>() }]));
  const mismatches = new Set<string>();
  for (const a of answers) {
    const template = match(a.path);
    if (!template) continue;
    const op = doc.paths[template][a.method.toLowerCase()];
    // A method the route does not declare (405, or HEAD/OPTIONS): not an operation of the document.
    if (!op) continue;
    const key = `${a.method} ${template}`;
    const where = `${key} ${a.status} (${a.test}, ${a.path})`;
    const documented = op.responses[String(a.status)];
    if (!documented) {
      mismatches.add(`${key} ${a.status}: answered, not documented (${a.test}, ${a.path})`);
      continue;
    }
    const media = a.contentType.split(';')[0].trim().toLowerCase();
    const content = documented.content;
    if (!content) {
      if (a.body !== undefined) mismatches.add(`${where}: a body where the document says none`);
    } else if (!content[media]) {
      mismatches.add(`${where}: answered ${media || 'no media type'}, documented ${Object.keys(content).join(', ')}`);
      continue;
    } else if (media === 'application/json') {
      if (a.unreadable !== undefined) {
        mismatches.add(`${where}: not JSON: ${a.unreadable}`);
        continue;
      }
      const id = `${key} ${a.status}`;
      let validate = compiled.get(id);
      if (!validate) {
        validate = ajv.compile({ ...(content[media].schema ?? {}), components: doc.components });
        compiled.set(id, validate);
      }
      if (!validate(a.body)) {
        mismatches.add(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
        continue;
      }
    }
    const v = validated.get(key)!;
    if (a.status < 400) v.success.add(a.status);
    else v.error.add(a.status);
  }
  const missing: string[] = [];
  for (const key of operations) {
    const v = validated.get(key)!;
    const allowed = unreachable[key] ?? {};
    if (v.success.size === 0 && !allowed.success) missing.push(`${key}: no validated success answer`);
    if (v.error.size === 0 && !allowed.error) missing.push(`${key}: no validated error answer`);
  }
  return { mismatches: [...mismatches].sort(), validated, missing, operations };
}
