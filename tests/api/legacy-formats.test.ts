import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * The old clients sent JSON, URL-encoded and multipart bodies alike, with `_method=PUT` in a POST
 * meaning PUT. The same update in each encoding, on a real endpoint, gives the same answer.
 */
const baseUrl = inject('baseUrl');
type Json = Record<string, unknown>;

describe('legacy bodies: JSON, URL-encoded and multipart with _method=PUT', () => {
  let target: { id: number; name: string };
  let auth: Record<string, string>;

  beforeAll(async () => {
    const list = (await (await fetch(`${baseUrl}/api/web/university/list`)).json()) as { id: number; name: string }[];
    // A university near the end of the list, which other tests leave alone; its name is put back.
    target = list.at(-2)!;
    auth = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD)}` };
  });

  afterAll(async () => {
    await fetch(`${baseUrl}/api/admin/university/${target.id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: target.name }),
    });
  });

  const payload = () => ({ _method: 'PUT', name: `${target.name} (format check)`, total_section: '17', scholarship_open: '1' });

  async function send(kind: 'json' | 'urlencoded' | 'multipart'): Promise<{ status: number; body: Json }> {
    const p = payload();
    let init: RequestInit;
    if (kind === 'json') init = { body: JSON.stringify(p), headers: { ...auth, 'content-type': 'application/json' } };
    else if (kind === 'urlencoded') init = { body: new URLSearchParams(p), headers: auth };
    else {
      const form = new FormData();
      for (const [k, v] of Object.entries(p)) form.append(k, v);
      init = { body: form, headers: auth };
    }
    const res = await fetch(`${baseUrl}/api/admin/university/${target.id}`, { method: 'POST', ...init });
    return { status: res.status, body: (await res.json()) as Json };
  }

  it('gives the same result in every encoding', async () => {
    const answers = [await send('json'), await send('urlencoded'), await send('multipart')];
    const comparable = answers.map(({ status, body }) => {
      const data = { ...(body.data as Json) };
      delete data.updated_at;
      return { status, message: body.message, data };
    });
    expect(comparable[0].status).toBe(200);
    expect(comparable[0].data).toMatchObject({ id: target.id, name: `${target.name} (format check)`, total_section: 17, scholarship_open: 1 });
    expect(comparable[1]).toEqual(comparable[0]);
    expect(comparable[2]).toEqual(comparable[0]);
  });

  it('answers malformed JSON with a 4xx and a message, never a 500', async () => {
    const res = await fetch(`${baseUrl}/api/admin/university/${target.id}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"_method": "PUT", "name": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toEqual(expect.any(String));
  });
});
