import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseId } from '@/lib/http/id';
import { defineFieldMap, legacyDoor, legacyError, legacyHandlers, legacyRoute, message, plainList } from '@/lib/api/legacy';
import { defineUseCase } from '@/lib/use-case';
import { malformedJson } from '@/lib/http/http-error';
import { AppError } from '@/lib/errors';
import { setLogSink } from '@/lib/log';
import { errors as errorMessages } from '@/lib/messages';
import { renderMessage } from '@/lib/i18n/catalogue';

const route = { params: Promise.resolve({}) };

describe('legacy error envelopes', () => {
  const fields = defineFieldMap({ mejor: 'major' });
  const invalid = new AppError('validation', 'This field is required', { fieldErrors: { major: ['This field is required'] } });

  it('admissions side: 422 { message, errors: { field: [msg] } } in the seed names', () => {
    expect(legacyError(invalid, 'admissions', { fields })).toEqual({
      status: 422,
      body: { message: 'This field is required', errors: { mejor: ['This field is required'] } },
      headers: {},
    });
  });

  it('job side: 400 { field: [msg] }', () => {
    expect(legacyError(invalid, 'jobs', { fields })).toMatchObject({ status: 400, body: { mejor: ['This field is required'] } });
  });

  it('malformed bodies are 400 with a message on both sides; other codes keep their status', () => {
    // legacyError keeps the message a token; the route wrapper renders it (English, below).
    expect(legacyError(malformedJson(), 'admissions')).toMatchObject({ status: 400, body: { message: errorMessages.malformedJson } });
    expect(renderMessage(errorMessages.malformedJson)).toBe('The request body is not valid JSON');
    expect(legacyError(malformedJson(), 'jobs')).toMatchObject({ status: 400, body: { message: errorMessages.malformedJson } });
    expect(legacyError(new AppError('forbidden', 'no'), 'admissions').status).toBe(403);
    const limited = legacyError(new AppError('rate_limited', 'Too many attempts, try again in 15 minutes', { retryAfter: 900 }), 'admissions');
    expect(limited).toMatchObject({ status: 429, headers: { 'Retry-After': '900' } });
  });

  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('unknown errors: 500 with a generic message and a logged id', () => {
    const lines: string[] = [];
    restore = setLogSink((_l, line) => lines.push(line));
    const out = legacyError(new TypeError('x is undefined'), 'jobs');
    expect(out.status).toBe(500);
    expect(renderMessage(out.body.message as string)).toMatch(/^Something went wrong/);
    expect(lines[0]).toContain('x is undefined');
  });
});

describe('legacy route wrapper', () => {
  const schema = z.object({ major: z.string({ error: 'This field is required' }).min(1, 'This field is required'), seats: z.coerce.number().int() });
  const fields = defineFieldMap({ mejor: 'major' });
  const echo = defineUseCase({ name: 'test.echoWrapper', summary: 'Answers what it parsed', access: 'public', input: schema, run: async (_actor, data) => data });
  const handlers = legacyHandlers('admissions', {
    POST: legacyDoor(echo, { fields, answer: (data) => message('Created successfully', data, 201) }),
    PUT: legacyDoor(echo, { fields, answer: (data) => message('Updated successfully', data) }),
  }, { fields });

  it('parses any encoding, maps seed names and dispatches _method=PUT', async () => {
    const form = new FormData();
    form.append('mejor', 'Medicine');
    form.append('seats', '30');
    form.append('_method', 'PUT');
    const res = await handlers.POST(new Request('http://x/api/web/wrapper-test/1', { method: 'POST', body: form }), route);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Updated successfully', data: { major: 'Medicine', seats: 30 } });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers validation errors in the seed names and malformed JSON with 400', async () => {
    const res = await handlers.POST(new Request('http://x/api/web/a', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"seats": 3}' }), route);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'This field is required', errors: { mejor: ['This field is required'] } });
    const bad = await handlers.POST(new Request('http://x/api/web/a', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }), route);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('The request body is not valid JSON');
  });

  it('settles who may call before reading the body: a visitor on an admin path gets 401, not 400', async () => {
    const res = await handlers.POST(new Request('http://x/api/admin/course/1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }), route);
    expect(res.status).toBe(401);
  });

  it('refuses a write carrying the session cookie from another site with 403, before reading anything', async () => {
    const res = await handlers.POST(
      new Request('http://x/api/web/a', {
        method: 'POST',
        headers: { cookie: 'next-auth.session-token=abc', origin: 'https://evil.example', 'content-type': 'text/plain' },
        body: 'mejor=Medicine&seats=1',
      }),
      route,
    );
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(renderMessage(errorMessages.crossSite));
    // The same write from a client that is no browser (no Origin, no Sec-Fetch-Site) goes on.
    const curl = await handlers.POST(new Request('http://x/api/web/a', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'mejor=Medicine&seats=1' }), route);
    expect(curl.status).toBe(201);
  });

  it('answers 413 for a body over 1 MB streamed without Content-Length', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled += chunk.byteLength;
        if (pulled > 20 * 1024 * 1024) c.close();
        else c.enqueue(chunk);
      },
    });
    const req = new Request('http://x/api/web/a', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit & { duplex: 'half' });
    const res = await handlers.POST(req, route);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(renderMessage(errorMessages.requestTooLarge(1)));
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it('reads an id from the path within the integer range, else 404', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
    for (const bad of ['0', '-1', '01', '2147483648', '99999999999', '1.5', '1e3', '%', '', ' 1', undefined]) {
      expect(() => parseId(bad), String(bad)).toThrow(expect.objectContaining({ code: 'not_found' }));
    }
  });

  it('answers 405 for a method without a handler', async () => {
    const res = await handlers.DELETE(new Request('http://x/api/web/a', { method: 'DELETE' }), route);
    expect(res.status).toBe(405);
  });

  it('plain lists are capped at 1,000 with page, per_page and X-Total-Count', async () => {
    const items = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1 }));
    const get = legacyRoute('jobs', async (ctx) => plainList(ctx.request, items));
    const first = await get(new Request('http://x/api/web/list'), route);
    expect(first.headers.get('x-total-count')).toBe('1500');
    expect(await first.json()).toHaveLength(1000);
    const second = await get(new Request('http://x/api/web/list?page=2'), route);
    expect((await second.json())[0]).toEqual({ id: 1001 });
    const small = await get(new Request('http://x/api/web/list?page=3&per_page=10'), route);
    expect((await small.json()).map((x: { id: number }) => x.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
});

describe('legacy handlers: HEAD', () => {
  it('serves HEAD with the GET handler (Next calls GET for a HEAD; the body is dropped there)', async () => {
    const { GET } = legacyHandlers('admissions', { GET: async (ctx) => plainList(ctx.request, [1, 2]) });
    const res = await GET(new Request('http://x/api/web/city', { method: 'HEAD' }), route);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
  });
});
