import 'server-only';
import { z } from 'zod';
import { type AnyUseCase, type DoorInfo, doorInfo } from '@/lib/use-case';
import { legacyRouteInfo } from './legacy/handlers';
import type { LegacySide } from './legacy/envelopes';

/**
 * The OpenAPI 3.1 document of every route under app/api, generated from what the doors were built
 * from (lib/use-case.ts): each method's use case gives the operation's id, summary, who may call it,
 * its request (the input schema, under the seed's names for a legacy door) and its answer (the
 * declared output); each side's error envelope (lib/api/legacy/envelopes.ts, lib/api/json.ts) gives
 * the error answers. Served at /api/openapi.json, read at /api/docs.
 */
export interface ApiRoute {
  /** The route's path as the file system names it: `/api/admin/city/[id]`. */
  path: string;
  module: Record<string, unknown>;
}

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `/api/admin/city/[id]` → `/api/admin/city/{id}`, and its parameter names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const out = path.replace(/\[([^\]./]+)\]/g, (_, name: string) => (params.push(name), `{${name}}`));
  return { path: out, params };
}

/**
 * A section the old client sends as JSON text (or as an object): a string whose content is JSON of
 * `schema` (OpenAPI 3.1's `contentMediaType` and `contentSchema`), or that object itself.
 */
export function jsonTextSection(schema: Schema): Schema {
  return { anyOf: [{ type: 'string', contentMediaType: 'application/json', contentSchema: schema }, schema] };
}

/** A zod schema as JSON Schema (2020-12, as OpenAPI 3.1 has it): the shape a value takes once accepted. */
export function jsonSchemaOf(schema: z.ZodType | undefined): Schema {
  if (!schema) return {};
  try {
    const out = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12', cycles: 'ref', reused: 'inline' }) as Schema;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

/** Renames an object schema's top-level properties (ours → the seed's), leaving the rest as it is. */
function renamed(schema: Schema, fields: DoorInfo['fields'], drop: string[]): Schema {
  const props = schema.properties as Record<string, Schema> | undefined;
  if (!props) return schema;
  const name = (k: string) => fields?.domainToLegacy[k] ?? k;
  const properties = Object.fromEntries(Object.entries(props).filter(([k]) => !drop.includes(k)).map(([k, v]) => [name(k), v]));
  const required = ((schema.required as string[] | undefined) ?? []).filter((k) => !drop.includes(k)).map(name);
  const out: Schema = { ...schema, properties };
  if (required.length > 0) out.required = required;
  else delete out.required;
  return out;
}

const fieldErrors: Schema = { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } };

/** Each side's error body (the one translation of errors in lib/api/json.ts and lib/api/legacy/envelopes.ts). */
export const errorSchemas: Record<LegacySide | 'json', Schema> = {
  admissions: {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' }, errors: fieldErrors },
  },
  jobs: {
    anyOf: [
      { type: 'object', required: ['message', 'detail'], properties: { message: { type: 'string' }, detail: { type: 'string' }, errors: fieldErrors } },
      // A refused input: the field errors are the body (Django REST style).
      fieldErrors,
    ],
  },
  json: {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' }, errors: fieldErrors },
  },
};

const errorRef = (side: LegacySide | 'json') => ({ $ref: `#/components/schemas/Error_${side}` });

/**
 * The error answers the generic rules below do not see, per operation (`METHOD /path`): what its
 * use case refuses with a status of its own (a conflict, a rate limit, a wrong password), or `only`
 * when the door answers fewer than the rules say (the view beacon answers nothing but 204). Checked
 * against what the server really answers by the api project's answer check
 * (tests/helpers/api-answers.ts); tests/api/openapi.test.ts checks that every key names an operation.
 */
export const errorNotes: Record<string, { add?: Record<number, string>; only?: number[] }> = {
  'POST /api/auth/login': {
    add: {
      401: 'Wrong e-mail or password',
      403: 'The account may not sign in (not verified, or suspended)',
      429: 'Too many sign-in attempts (`Retry-After` says when to try again)',
    },
  },
  'POST /api/anonymous/direct-message': { add: { 429: 'Too many messages from this address (`Retry-After`)' } },
  'POST /api/web/apply': { add: { 404: 'No open course with this id' } },
  'POST /api/web/application': { add: { 404: 'No open course with this id' } },
  'PUT /api/web/application/{id}': { add: { 409: 'The application’s state does not allow this change (sent, or under review)' } },
  'GET /api/recruiter/logo': { add: { 404: 'No company profile yet' } },
  'DELETE /api/admin/university/{id}': { add: { 409: 'Applications depend on it (disable it instead)' } },
  'DELETE /api/admin/course/{id}': { add: { 409: 'Applications depend on it (disable it instead)' } },
  'DELETE /api/admin/program/{id}': { add: { 409: 'Applications depend on it (disable it instead)' } },
  'DELETE /api/admin/category/{id}': { add: { 409: 'Applications depend on it (disable it instead)' } },
  'DELETE /api/admin/city/{id}': { add: { 409: 'Applications depend on it (disable it instead)' } },
  // A beacon reads no answer: refused or counted, it is answered 204 (app/api/jobs/[uuid]/view/route.ts);
  // only a path the server cannot decode is refused, before the route.
  'POST /api/jobs/{uuid}/view': { add: { 404: 'A path with a malformed percent escape (answered before the route, proxy.ts)' }, only: [404] },
};

/**
 * The error answers of an operation, by what its door does (lib/api/legacy/handlers.ts,
 * lib/api/json.ts): who may call it (401, 403), a write with the session cookie from another site
 * (403, public writes too), a path naming nothing (404), the body read (400, 413: every method but
 * GET reads one), the input refused (422 on the admissions side and ours, 400 on the job side; a
 * legacy door refuses text the database cannot store in the query too, any method), then
 * `errorNotes`, and 500.
 */
function errorAnswers(key: string, side: LegacySide | 'json', uc: AnyUseCase | null, hasParams: boolean, method: string): Record<string, unknown> {
  const answer = (description: string, schema: Schema = errorRef(side)) => ({ description, content: { 'application/json': { schema } } });
  const out: Record<string, unknown> = {};
  const reads = method !== 'GET';
  const legacy = side !== 'json';
  if (!uc || uc.spec.access !== 'public') {
    out['401'] = answer('Not signed in');
    out['403'] = answer('Signed in without the permission (or a cross-site cookie write)');
  } else if (reads) out['403'] = answer('A write with the session cookie from another site');
  if (hasParams || uc?.spec.record) {
    // A path with a malformed percent escape is answered before the route (proxy.ts): `{ message }` alone.
    const schema = side === 'jobs' ? { anyOf: [errorRef('jobs'), errorRef('admissions')] } : errorRef(side);
    out['404'] = answer('Nothing this caller may see at this address', schema);
  }
  if (reads) {
    if (side === 'jobs') out['400'] = answer('The input was refused (field errors by the field’s name), or the body could not be read');
    else {
      out['400'] = answer('The body could not be read (not valid JSON, not a form)');
      out['422'] = answer('The input was refused: field errors by the field’s name');
    }
    out['413'] = answer('The body is over its size limit');
  } else if (legacy) {
    if (side === 'jobs') out['400'] = answer('The query was refused (text the database cannot store): field errors by the parameter’s name');
    else out['422'] = answer('The query was refused (text the database cannot store): field errors by the parameter’s name');
  }
  out['500'] = answer('Unexpected error (logged with the id in the message)');
  const notes = errorNotes[key];
  for (const [status, description] of Object.entries(notes?.add ?? {})) out[status] = answer(description);
  if (notes?.only) for (const status of Object.keys(out)) if (!notes.only.includes(Number(status))) delete out[status];
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => Number(a) - Number(b)));
}

const successText: Record<number, string> = { 200: 'Success', 201: 'Created', 202: 'Accepted', 204: 'Done (no body)' };

/** The door's success answers: its status(es) (200 unless it says), with the answer's schema (no body for a 204). */
function successAnswers(door: DoorInfo | undefined): Record<string, unknown> {
  const answer = door?.answerSchema ?? door?.useCase.spec.output;
  // A download names the media types it may answer, comma-separated (the stored file's own).
  const types = (door?.answerType ?? 'application/json').split(',').map((t) => t.trim());
  const content = Object.fromEntries(
    types.map((type) => [type, { schema: type === 'application/json' ? jsonSchemaOf(answer) : { type: 'string', contentMediaType: type } }]),
  );
  const statuses = door?.answerStatus === undefined ? [200] : [door.answerStatus].flat();
  const out: Record<string, unknown> = Object.fromEntries(
    statuses.map((status) => [String(status), status === 204 ? { description: successText[204] } : { description: successText[status] ?? 'Success', content }]),
  );
  if (door?.formPost) {
    out['303'] =
      { description: "A browser's plain form post (`Accept: text/html`, a form body, the session cookie): back to the page it came from, saved or refused, with the outcome in the address (`Location`; no body)" };
  }
  return out;
}

function security(uc: AnyUseCase | null): Operation {
  if (uc && uc.spec.access === 'public') return { security: [] };
  return { 'x-access': uc?.spec.access ?? 'see the route access table' };
}

function operation(path: string, params: string[], method: string, door: DoorInfo | undefined, side: LegacySide | 'json', ids: Map<string, number>): Operation {
  const uc = door?.useCase ?? null;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const base = uc?.spec.name ?? `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+/g, '_')}`;
  const seen = ids.get(base) ?? 0;
  ids.set(base, seen + 1);
  const input = door?.requestSchema ?? renamed(jsonSchemaOf(uc?.spec.input), door?.fields, params);
  const op: Operation = {
    operationId: seen === 0 ? base : `${base}_${seen + 1}`,
    summary: uc?.spec.summary ?? `${method} ${path}`,
    tags: [path.split('/')[2] ?? 'api'],
    ...security(uc),
  };
  if (params.length > 0) op.parameters = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (!hasBody && input.properties && Object.keys(input.properties as object).length > 0) {
    const query = Object.entries(input.properties as Record<string, Schema>).map(([name, schema]) => ({ name, in: 'query', required: false, schema }));
    op.parameters = [...((op.parameters as unknown[]) ?? []), ...query];
  }
  if (hasBody) {
    const content: Record<string, unknown> = { 'application/json': { schema: input } };
    if (side !== 'json') {
      content['application/x-www-form-urlencoded'] = { schema: input };
      content['multipart/form-data'] = { schema: input };
    }
    op.requestBody = { required: false, content };
  }
  op.responses = { ...successAnswers(door), ...errorAnswers(`${method} ${path}`, side, uc, params.length > 0, method) };
  return op;
}

const plain = (summary: string, type: string, schema: Schema = {}): Operation => ({
  summary,
  security: [],
  responses: { '200': { description: 'Success', content: { [type]: { schema } } } },
});

/** next-auth's answers (its own endpoints, not built from a use case): what the site's calls read. */
const nextAuthUrl: Schema = { type: 'object', required: ['url'], properties: { url: { type: 'string' } }, additionalProperties: false };
const nextAuthGet: Schema = {
  anyOf: [
    { description: '`csrf`', type: 'object', required: ['csrfToken'], properties: { csrfToken: { type: 'string' } }, additionalProperties: false },
    {
      description: '`session`, signed in',
      type: 'object',
      required: ['user', 'expires'],
      properties: {
        user: {
          type: 'object',
          required: ['id', 'role', 'name', 'email'],
          properties: { id: { type: 'integer' }, role: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' }, image: { type: ['string', 'null'] } },
          additionalProperties: false,
        },
        expires: { type: 'string' },
      },
      additionalProperties: false,
    },
    { description: '`session`, signed out', anyOf: [{ type: 'null' }, { type: 'object', maxProperties: 0 }] },
    {
      description: '`providers`',
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['id', 'name', 'type'],
        properties: { id: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' }, signinUrl: { type: 'string' }, callbackUrl: { type: 'string' } },
      },
    },
  ],
};
const jsonAnswer = (description: string, schema: Schema) => ({ description, content: { 'application/json': { schema } } });

/** The routes no use case is behind: next-auth's own endpoints and the reference itself. */
const describedByHand: Record<string, Record<string, Operation>> = {
  '/api/auth/{nextauth}': {
    get: {
      ...plain("next-auth's own endpoints: `session`, `csrf`, `providers`, `signin`, `signout`, `callback/credentials`", 'application/json', nextAuthGet),
      operationId: 'nextauth.get',
      tags: ['auth'],
      parameters: [{ name: 'nextauth', in: 'path', required: true, schema: { type: 'string' } }],
    },
    post: {
      summary: "next-auth's own sign-in and sign-out (browsers; API clients use POST /api/auth/login)",
      security: [],
      responses: {
        '200': jsonAnswer('Signed in or out: where to go next', nextAuthUrl),
        '401': jsonAnswer('Wrong e-mail or password: the sign-in page with the error', nextAuthUrl),
      },
      operationId: 'nextauth.post',
      tags: ['auth'],
      parameters: [{ name: 'nextauth', in: 'path', required: true, schema: { type: 'string' } }],
    },
  },
  '/api/openapi.json': { get: { ...plain('This document (OpenAPI 3.1)', 'application/json', { type: 'object', required: ['openapi', 'paths'] }), operationId: 'reference.document', tags: ['reference'] } },
  '/api/docs': { get: { ...plain('The API reference page', 'text/html', { type: 'string' }), operationId: 'reference.page', tags: ['reference'] } },
  '/api/docs/{file}': {
    get: {
      summary: "The reference page's script and style",
      security: [],
      responses: {
        '200': { description: 'Success', content: { 'text/javascript': { schema: { type: 'string' } }, 'text/css': { schema: { type: 'string' } } } },
        '404': jsonAnswer('No such file', errorRef('json')),
      },
      operationId: 'reference.asset',
      tags: ['reference'],
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', enum: ['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js'] } }],
    },
  },
};

/** The document for these routes. */
export function openApiDocument(routes: ApiRoute[], info: { version: string; serverUrl?: string }): Schema {
  const paths: Record<string, Record<string, Operation>> = {};
  const ids = new Map<string, number>();
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const { path, params } = openApiPath(route.path);
    const item: Record<string, Operation> = {};
    const first = methods.map((m) => route.module[m]).find((h) => typeof h === 'function');
    const legacy = legacyRouteInfo(first);
    if (legacy) {
      for (const [method, doors] of Object.entries(legacy.methods)) item[method.toLowerCase()] = operation(path, params, method, doors[0], legacy.side, ids);
    } else {
      for (const method of methods) {
        const handler = route.module[method];
        if (typeof handler === 'function') item[method.toLowerCase()] = operation(path, params, method, doorInfo(handler)[0], 'json', ids);
      }
    }
    paths[path] = item;
  }
  Object.assign(paths, describedByHand);
  return {
    openapi: '3.1.1',
    info: {
      title: 'Zhiyuan API',
      version: info.version,
      description:
        'The JSON API of Zhiyuan (study in China, and its job board): the legacy clients’ calls (`/api/web`, `/api/admin`, `/api/auth`, and the job side’s `anonymous`, `applicant`, `recruiter`, `app_admin`, `access`) and our own. ' +
        'Bodies are accepted as JSON, URL-encoded or multipart; a POST with `_method=PUT|PATCH|DELETE` means that method. Sign in with `POST /api/auth/login` and send its token as `Authorization: Bearer <token>`, or use the browser’s session cookie (writes with the cookie must come from this site).',
    },
    servers: info.serverUrl ? [{ url: info.serverUrl }] : undefined,
    security: [{ bearer: [] }, { sessionCookie: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/auth/login' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token', description: 'The browser session (next-auth)' },
      },
      schemas: Object.fromEntries(Object.entries(errorSchemas).map(([side, schema]) => [`Error_${side}`, schema])),
    },
  };
}
