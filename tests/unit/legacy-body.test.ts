import { describe, expect, it } from 'vitest';
import { parseLegacyBody } from '@/lib/api/legacy/handlers';
import { readBody } from '@/lib/http/body';
import { BadRequestError } from '@/lib/http/http-error';
import { AppError } from '@/lib/errors';
import { formEntriesToObject } from '@/lib/forms/form-data';
import { renderMessage } from '@/lib/i18n/catalogue';

const url = 'http://localhost/api/admin/city/3';

describe('legacy body parsing', () => {
  const expected = { name: 'Beijing', code: '10', status: '1' };

  it('JSON, URL-encoded and multipart with _method=PUT give the same object and method', async () => {
    const json = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...expected, _method: 'PUT' }) });
    const encoded = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...expected, _method: 'PUT' }).toString(),
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(expected)) form.append(k, v);
    form.append('_method', 'PUT');
    const multipart = new Request(url, { method: 'POST', body: form });

    for (const req of [json, encoded, multipart]) {
      const parsed = await parseLegacyBody(req);
      expect(parsed).toEqual({ method: 'PUT', body: expected });
    }
  });

  it('honours _method in the query string and only turns POST into PUT/PATCH/DELETE', async () => {
    const q = await parseLegacyBody(new Request(`${url}?_method=delete`, { method: 'POST' }));
    expect(q.method).toBe('DELETE');
    const bogus = await parseLegacyBody(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"_method":"GET"}' }));
    expect(bogus.method).toBe('POST');
    const notPost = await parseLegacyBody(new Request(`${url}?_method=PUT`, { method: 'GET' }));
    expect(notPost.method).toBe('GET');
  });

  it('keeps files as File objects and drops empty file parts', async () => {
    const form = new FormData();
    form.append('name', 'Peking University');
    form.append('logo', new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }));
    form.append('bannar', new File([], ''));
    form.append('files[]', new File([new Uint8Array([4])], 'a.pdf'));
    form.append('files[]', new File([new Uint8Array([5])], 'b.pdf'));
    const body = await readBody(new Request(url, { method: 'POST', body: form }));
    expect(body.name).toBe('Peking University');
    expect(body.logo).toBeInstanceOf(File);
    expect((body.logo as File).name).toBe('logo.png');
    // An empty file input is "no file": dropped, or (as undici reads it) an empty string, never a File.
    expect(body.bannar ?? '').toBe('');
    expect((body.files as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('nests bracketed keys the way the old clients meant them', () => {
    const out = formEntriesToObject([
      ['education[0][grade]', 'A'],
      ['education[0][school]', 'No. 1 Middle School'],
      ['education[1][grade]', 'B'],
      ['skills[]', 'go'],
      ['skills[]', 'ts'],
      ['tag', 'x'],
      ['tag', 'y'],
      ['__proto__[polluted]', 'yes'],
    ]);
    expect(out).toEqual({
      education: [{ grade: 'A', school: 'No. 1 Middle School' }, { grade: 'B' }],
      skills: ['go', 'ts'],
      tag: ['x', 'y'],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers malformed JSON with a 400 AppError, never a crash', async () => {
    const req = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "Beijing",' });
    const err = await readBody(req).catch((e) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(400);
    expect(renderMessage(err.message)).toMatch(/not valid JSON/);
    const array = await readBody(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' })).catch((e) => e);
    expect(array.status).toBe(400);
  });

  it('reads an empty body as an empty object', async () => {
    expect(await readBody(new Request(url, { method: 'POST' }))).toEqual({});
    expect(await readBody(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }))).toEqual({});
  });
});
