import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { asFile, samplePng } from '../helpers/sample-files';

/**
 * POST /api/admin/university/{id}: a refused update stores no file. Each request carries a PNG
 * with a marker of its own after the image end, so the test finds exactly its own bytes among the
 * stored files whatever other test files upload at the same time.
 */
const baseUrl = inject('baseUrl');
const uploads = path.join(inject('dataDir'), 'uploads');

function markedPng(): { bytes: Uint8Array; marker: string } {
  const marker = `zy-upload-test-${crypto.randomUUID()}`;
  return { bytes: new Uint8Array(Buffer.concat([samplePng, Buffer.from(marker, 'latin1')])), marker };
}

function storedWith(marker: string): string[] {
  if (!fs.existsSync(uploads)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(uploads, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (fs.readFileSync(full).includes(marker)) found.push(full);
  }
  return found;
}

function form(fields: Record<string, string>, png: Uint8Array): FormData {
  const f = new FormData();
  f.append('_method', 'PUT');
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('logo', asFile(png, 'logo.png', 'image/png'));
  return f;
}

async function universityId(): Promise<number> {
  const list = (await (await fetch(`${baseUrl}/api/web/university/list`)).json()) as { id: number }[];
  return list.at(-1)!.id;
}

describe('POST /api/admin/university/{id}: images are stored only for an accepted update', () => {
  it.each([
    ['a visitor', null, 'known', {}, 401],
    ['a student', 'student', 'known', {}, 403],
    ['an id that is not one', 'admin', 'abc', {}, 404],
    ['an unknown id', 'admin', '99999999', {}, 404],
    ['a bad field', 'admin', 'known', { founded_at: 'abc' }, 422],
    ['a website that is not a web address', 'admin', 'known', { website: 'javascript:alert(1)' }, 422],
  ] as const)('%s: refused, and its file is not stored', async (_what, who, id, fields, status) => {
    const { bytes, marker } = markedPng();
    const target = id === 'known' ? String(await universityId()) : id;
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Bearer ${await apiToken(baseUrl, demoAccounts[who], DEMO_PASSWORD)}`;
    const res = await fetch(`${baseUrl}/api/admin/university/${target}`, { method: 'POST', body: form(fields, bytes), headers });
    expect(res.status).toBe(status);
    expect(storedWith(marker)).toEqual([]);
  });

  it('an accepted update stores its file (so the check above can see one)', async () => {
    const { bytes, marker } = markedPng();
    const id = await universityId();
    const before = (await (await fetch(`${baseUrl}/api/web/university/${id}`)).json()) as { logo: string | null; name: string };
    const auth = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD)}` };
    try {
      const res = await fetch(`${baseUrl}/api/admin/university/${id}`, { method: 'POST', body: form({ name: before.name }, bytes), headers: auth });
      expect(res.status).toBe(200);
      const stored = storedWith(marker);
      expect(stored).toHaveLength(1);
      expect(path.basename(stored[0])).toBe(((await res.json()) as { data: { logo: string } }).data.logo);
    } finally {
      await fetch(`${baseUrl}/api/admin/university/${id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ logo: before.logo ?? '' }) });
    }
  });
});
