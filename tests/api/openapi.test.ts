// The API reference: /api/openapi.json is a valid OpenAPI 3.1 document (checked by a standard
// validator), documents every route under app/api, and what the server really answers matches it:
// for every operation an error answer, and a success answer wherever one can be asked for without
// a body to make up, each checked against the schema the document gives for its status.
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRouteFiles, apiRoutesSource } from '@/lib/cli/api-routes';
import { errorNotes, openApiPath } from '@/lib/api/openapi';
import { unreachable } from '../helpers/api-answers';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

const baseUrl = inject('baseUrl');
const root = path.resolve(import.meta.dirname, '../..');

type Schema = Record<string, unknown>;
type Operation = { operationId: string; security?: unknown[]; parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema: Schema }> }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

let doc: Doc;
let adminToken: string;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

beforeAll(async () => {
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
  adminToken = await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
});

/** The schema the document gives for this status, with the components it refers to. */
function answerSchema(op: Operation, status: number): Schema | null {
  const content = op.responses[String(status)]?.content;
  const schema = content?.['application/json']?.schema;
  if (!schema) return null;
  return { ...schema, components: doc.components };
}

function check(op: Operation, status: number, body: unknown): string[] {
  const schema = answerSchema(op, status);
  if (!schema) return [`${op.operationId}: the document gives no JSON answer for ${status}`];
  // `#/components/...` references resolve against the document's components.
  const validate = ajv.compile(schema);
  return validate(body) ? [] : [`${op.operationId} ${status}: ${ajv.errorsText(validate.errors)}`];
}

/** next-auth's own endpoints and the reference itself: described by hand, not built from a use case. */
const handDescribed = (p: string) => p.startsWith('/api/docs') || p === '/api/openapi.json' || p.startsWith('/api/auth/{nextauth}');

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ path: p, method: method.toUpperCase(), op })));

/** An address for the operation: every path parameter a value that names nothing. */
const addressOf = (p: string) => p.replace(/\{[^}]+\}/g, '999999');

/**
 * Where a success schema lets anything through: a part with no type (`{}`), or an object that
 * names none of its keys and does not type its values (`{ type: 'object' }`, a record of anything),
 * unless it is the empty object. Items, records and their nested parts all say their shape.
 */
function vagueParts(schema: unknown, at = '#'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Schema;
  const out: string[] = [];
  const keys = Object.keys(s).filter((k) => k !== 'description');
  if (keys.length === 0) out.push(at);
  const extra = s.additionalProperties as Schema | boolean | undefined;
  const typedExtra = typeof extra === 'object' && Object.keys(extra).length > 0;
  if (s.type === 'object' && !s.properties && !typedExtra && s.maxProperties !== 0) out.push(at);
  for (const [k, v] of Object.entries(s)) {
    if (k === 'properties') for (const [name, p] of Object.entries(v as Record<string, unknown>)) out.push(...vagueParts(p, `${at}/${name}`));
    else if (Array.isArray(v)) v.forEach((x, i) => out.push(...vagueParts(x, `${at}/${k}/${i}`)));
    else if (typeof v === 'object' && v !== null && k !== 'contentSchema') out.push(...vagueParts(v, `${at}/${k}`));
  }
  return out;
}

describe('the API reference', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it("documents the old client's JSON-text sections as strings of JSON with their schema", () => {
    const put = doc.paths['/api/web/application/{id}'].put as unknown as { requestBody: { content: Record<string, { schema: Schema }> } };
    const body = put.requestBody.content['application/json'].schema as { properties: Record<string, { anyOf: Schema[] }> };
    for (const section of ['conatct_details', 'students_information', 'education_background', 'fiancial_supporter', 'declaration']) {
      const text = body.properties[section].anyOf[0];
      expect(text, section).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
      expect(Object.keys((text.contentSchema as Schema) ?? {}).length, section).toBeGreaterThan(0);
    }
    // the seed's inner names, typos included
    const info = body.properties.students_information.anyOf[1] as { properties: Record<string, unknown> };
    expect(Object.keys(info.properties)).toContain('check_china');
  });

  it('documents every route under app/api, and its route index is up to date', () => {
    const files = apiRouteFiles().filter((r) => r !== '/api/[[...path]]');
    expect(files.length).toBeGreaterThan(60);
    const documented = Object.keys(doc.paths).sort();
    expect(documented).toEqual(files.map((r) => openApiPath(r.replace('[...nextauth]', '[nextauth]')).path).sort());
    expect(fs.readFileSync(path.join(root, 'app/api/openapi.json/api-routes.ts'), 'utf8')).toBe(apiRoutesSource());
  });

  it('every operation answers a refused call as its document says', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { path: p, method, op } of operations()) {
      if (handDescribed(p)) continue;
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      const hasParams = (op.parameters ?? []).some((x) => x.in === 'path');
      let res: Response;
      if (!isPublic) {
        // A visitor: 401.
        res = await fetch(`${baseUrl}${addressOf(p)}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
      } else if (hasParams) {
        res = await fetch(`${baseUrl}${addressOf(p)}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
      } else if (op.requestBody) {
        // A body that is not one.
        res = await fetch(`${baseUrl}${p}`, { method, headers: { 'content-type': 'application/json' }, body: '{"' });
      } else continue;
      if (res.status < 400) continue;
      checked++;
      problems.push(...check(op, res.status, await res.json()));
    }
    expect(checked).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('every operation documents a success answer that is not "anything"', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { path: p, method, op } of operations()) {
      if (handDescribed(p)) continue;
      checked++;
      const successes = Object.entries(op.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (successes.length === 0) problems.push(`${method} ${p}: no success answer`);
      for (const [status, answer] of successes) {
        // A 204 has no body; every other success names its media type and a schema that says something.
        if (status === '204') {
          if (answer.content) problems.push(`${method} ${p} 204: a body documented`);
          continue;
        }
        const media = Object.entries(answer.content ?? {});
        if (media.length === 0) problems.push(`${method} ${p} ${status}: no content documented`);
        for (const [type, { schema }] of media) {
          if (!schema || Object.keys(schema).length === 0) problems.push(`${method} ${p} ${status} ${type}: the schema is "anything"`);
          // This document's own schema is OpenAPI's (the validator test checks it).
          else if (type === 'application/json' && p !== '/api/openapi.json') problems.push(...vagueParts(schema).map((at) => `${method} ${p} ${status}: ${at} says nothing of its shape`));
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
    expect(problems).toEqual([]);
  });

  it('every GET without a path parameter answers as its document says (signed in as the one it is for)', async () => {
    const tokens = [adminToken, ...(await Promise.all([demoAccounts.employer, demoAccounts.candidate, demoAccounts.student].map((a) => apiToken(baseUrl, a, DEMO_PASSWORD))))];
    const problems: string[] = [];
    const gets = operations().filter(({ path: p, method }) => method === 'GET' && !p.includes('{'));
    let checked = 0;
    for (const { path: p, op } of gets) {
      const types = Object.keys(op.responses['200']?.content ?? {});
      if (!types.includes('application/json')) {
        // Only the reference page itself answers something else (HTML).
        expect(p).toBe('/api/docs');
        continue;
      }
      // Admin first; a route for one side (recruiter, applicant, student) is answered to its own demo account.
      let res: Response | null = null;
      for (const token of tokens) {
        res = await fetch(`${baseUrl}${p}`, { headers: { authorization: `Bearer ${token}` } });
        if (res.status !== 401 && res.status !== 403) break;
      }
      if (!res || res.status !== 200) {
        problems.push(`GET ${p}: ${res?.status} for every demo account`);
        continue;
      }
      expect(res.headers.get('content-type'), p).toContain('application/json');
      checked++;
      problems.push(...check(op, 200, await res.json()));
    }
    expect(problems).toEqual([]);
    expect(checked).toBe(gets.length - 1);
    expect(checked).toBeGreaterThan(25);
  });

  it('GETs with a path parameter answer a seeded record as their document says', async () => {
    const employerToken = await apiToken(baseUrl, demoAccounts.employer, DEMO_PASSWORD);
    const get = async (address: string, token = adminToken) => {
      const res = await fetch(`${baseUrl}${address}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, address).toBe(200);
      return (await res.json()) as unknown;
    };
    type Row = { id?: number | string; uuid?: string };
    const firstOf = (body: unknown): Row => {
      const b = body as Row[] | { data?: Row[]; results?: Row[] };
      const rows = Array.isArray(b) ? b : (b.data ?? b.results ?? []);
      expect(rows.length).toBeGreaterThan(0);
      return rows[0];
    };
    const university = firstOf(await get('/api/web/university/list')).id;
    const course = firstOf(await get('/api/web/courses/for_home')).id;
    const city = firstOf(await get('/api/admin/city')).id;
    const category = firstOf(await get('/api/anonymous/job-category')).id;
    const job = firstOf(await get('/api/recruiter/job', employerToken)).uuid;
    const cases: [string, Record<string, unknown>, string?][] = [
      ['/api/web/university/{id}', { id: university }],
      ['/api/web/course/university/{id}', { id: university }],
      ['/api/admin/university/{id}', { id: university }],
      ['/api/web/course/{id}', { id: course }],
      ['/api/admin/course/{id}', { id: course }],
      ['/api/admin/city/{id}', { id: city }],
      ['/api/anonymous/category/{id}/jobs', { id: category }],
      ['/api/recruiter/job/{uuid}', { uuid: job }, employerToken],
    ];
    const problems: string[] = [];
    for (const [template, values, token] of cases) {
      const op = doc.paths[template]?.get;
      expect(op, template).toBeTruthy();
      const address = template.replace(/\{([^}]+)\}/g, (_, k: string) => String(values[k]));
      problems.push(...check(op, 200, await get(address, token)));
    }
    expect(problems).toEqual([]);
  });

  it('its per-operation error notes and the answer check\'s allow-list name operations it documents', () => {
    const documented = new Set(operations().map(({ path: p, method }) => `${method} ${p}`));
    expect(Object.keys(errorNotes).filter((k) => !documented.has(k))).toEqual([]);
    expect(Object.keys(unreachable).filter((k) => !documented.has(k))).toEqual([]);
  });

  it('every public GET of the legacy API refuses query text the database cannot store, as its document says', async () => {
    // The one error a public list without parameters can be asked for (the answer check needs an error of every operation).
    const problems: string[] = [];
    let checked = 0;
    for (const { path: p, method, op } of operations()) {
      if (method !== 'GET' || p.includes('{') || handDescribed(p)) continue;
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      if (!isPublic) continue;
      const res = await fetch(`${baseUrl}${p}?q=a%00b`);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
      checked++;
      problems.push(...check(op, res.status, await res.json()));
    }
    expect(checked).toBeGreaterThan(8);
    expect(problems).toEqual([]);
  });

  it('the view beacon answers 204 to anything but a path the server cannot decode (404), as its document says', async () => {
    const op = doc.paths['/api/jobs/{uuid}/view'].post;
    expect(Object.keys(op.responses).sort()).toEqual(['204', '404']);
    expect((await fetch(`${baseUrl}/api/jobs/${crypto.randomUUID()}/view`, { method: 'POST' })).status).toBe(204);
    const res = await fetch(`${baseUrl}/api/jobs/%zz/view`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(check(op, 404, await res.json())).toEqual([]);
  });

  it('an admin moderates a job with PATCH as with PUT, answered as the document says', async () => {
    const employerToken = await apiToken(baseUrl, demoAccounts.employer, DEMO_PASSWORD);
    const as = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const categories = (await (await fetch(`${baseUrl}/api/recruiter/job_category`, { headers: as(employerToken) })).json()) as { id: number }[];
    const expire = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const posted = await fetch(`${baseUrl}/api/recruiter/job/`, {
      method: 'POST',
      headers: as(employerToken),
      body: JSON.stringify({
        job_title: 'Reference check: payroll officer',
        job_category: categories[0].id,
        job_nature: 'fulltime',
        location: 'Rochester, Kent',
        city: 'Rochester',
        salary_type: 'yearly',
        salary_range: [26000, 30000],
        position_no: 1,
        expire_date: expire,
        description: 'Run weekly and monthly payrolls for about forty client businesses.',
      }),
    });
    expect(posted.status, JSON.stringify(await posted.clone().json())).toBe(201);
    const { uuid } = (await posted.json()) as { uuid: string };
    // Rejected: the job never reaches the public board.
    const res = await fetch(`${baseUrl}/api/app_admin/jobpost/update/${uuid}/`, { method: 'PATCH', headers: as(adminToken), body: JSON.stringify({ status: 'rejected', reason: 'A reference check' }) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ uuid, status: 'rejected' });
    expect(check(doc.paths['/api/app_admin/jobpost/update/{uuid}'].patch, 200, body)).toEqual([]);
  });

  it('the reference page loads its renderer from this site only', async () => {
    const res = await fetch(`${baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await res.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(1);
    for (const src of sources) {
      expect(src.startsWith('/')).toBe(true);
      const asset = await fetch(`${baseUrl}${src}`);
      expect(asset.status, src).toBe(200);
    }
    // A file it does not serve (also the route's error answer for the answers check, which the random walk may miss).
    expect((await fetch(`${baseUrl}/api/docs/nope.js`)).status).toBe(404);
  });
});
