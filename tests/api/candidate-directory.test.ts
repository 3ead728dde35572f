import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { candidateProfiles, candidateSkills } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';
import { eq } from 'drizzle-orm';
import { asFile, samplePng } from '../helpers/sample-files';
import { makeUser, PASSWORD } from '../integration/account-fixtures';

/**
 * The directory pages over HTTP: an employer (session cookie) sees an opted-in candidate's resume
 * with no sensitive field they did not consent to show anywhere in the HTML; a candidate who did
 * not opt in is a 404; a visitor is sent to sign in; other roles are refused; `/candidate?uuid=`
 * answers 308 to the directory page.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const tag = Math.random().toString(36).slice(2, 8);
const secrets = {
  dob: '1988-07-19',
  religion: `Religionmark${tag}`,
  ethnicity: `Ethnicitymark${tag}`,
  bloodGroup: 'AB-',
  weight: `Weightmark${tag}`,
  height: `Heightmark${tag}`,
  nid: `Nidmark${tag}`,
  passportNo: `Passmark${tag}`,
};

let listedUuid: string;
let hiddenUuid: string;
const cookies: Record<string, string> = {};

async function profile(first: string, isPublic: boolean, sharedFields: string[]) {
  const handle = openPostgres(databaseUrl, 1);
  try {
    const u = await makeUser(handle.db, { role: 'candidate' });
    const [p] = await handle.db
      .insert(candidateProfiles)
      .values({ userId: u.id, isPublic, sharedFields, firstName: first, lastName: 'Api', ...secrets })
      .returning({ id: candidateProfiles.id, uuid: candidateProfiles.uuid });
    await handle.db.insert(candidateSkills).values({ profileId: p.id, skillName: `Plumbing${tag}` });
    return p.uuid;
  } finally {
    await handle.close();
  }
}

const get = (path: string, cookie?: string) => fetch(baseUrl + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

beforeAll(async () => {
  listedUuid = await profile(`Listed${tag}`, true, ['weight']);
  hiddenUuid = await profile(`Hidden${tag}`, false, []);
  for (const role of ['employer', 'admin', 'candidate', 'student'] as const) cookies[role] = await sessionCookie(baseUrl, demoAccounts[role], DEMO_PASSWORD);
}, 120_000);

describe('candidate directory pages', () => {
  it("an employer finds an opted-in candidate by skill and sees the resume without unconsented fields", async () => {
    const list = await get(`/candidates?skill=plumbing${tag}`, cookies.employer);
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain(`Listed${tag} Api`);
    expect(listHtml).not.toContain(`Hidden${tag}`);
    expect(listHtml).toContain(`/candidates/${listedUuid}`);

    const res = await get(`/candidates/${listedUuid}`, cookies.employer);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Listed${tag}`);
    expect(html).toContain(secrets.weight); // consented
    for (const [k, v] of Object.entries(secrets)) {
      if (k === 'weight') continue;
      expect(html, k).not.toContain(v);
    }
    expect(html).not.toMatch(/Date of birth|Religion|Ethnicity|Blood group|National id|Passport/);
  });

  it('an admin sees the directory page too; a candidate or a student is refused', async () => {
    expect((await get(`/candidates/${listedUuid}`, cookies.admin)).status).toBe(200);
    expect((await get('/candidates', cookies.admin)).status).toBe(200);
    for (const role of ['candidate', 'student']) {
      expect((await get('/candidates', cookies[role])).status, role).toBe(403);
      expect((await get(`/candidates/${listedUuid}`, cookies[role])).status, role).toBe(403);
    }
  });

  it('a candidate who has not opted in is a 404 (and not listed)', async () => {
    expect((await get(`/candidates/${hiddenUuid}`, cookies.employer)).status).toBe(404);
    expect((await get('/candidates/not-a-uuid', cookies.employer)).status).toBe(404);
    expect((await get(`/candidates/${hiddenUuid}/photo`, cookies.employer)).status).toBe(404);
  });

  it('a visitor is sent to sign in', async () => {
    for (const path of ['/candidates', `/candidates/${listedUuid}`]) {
      const res = await get(path);
      expect([302, 303, 307], path).toContain(res.status);
      expect(res.headers.get('location'), path).toMatch(/\/login/);
    }
  });

  it('/candidate?uuid= answers 308 to the directory page (and the list without a usable uuid)', async () => {
    const res = await get(`/candidate?uuid=${listedUuid}`);
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location')!, baseUrl).pathname).toBe(`/candidates/${listedUuid}`);
    const bad = await get('/candidate?uuid=nope');
    expect(bad.status).toBe(308);
    expect(new URL(bad.headers.get('location')!, baseUrl).pathname).toBe('/candidates');
  });

  it('the back office lists every job seeker and shows the whole resume', async () => {
    const list = await get(`/admin/candidates?q=Hidden${tag}`, cookies.admin);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain(`Hidden${tag} Api`);
    expect((await get('/admin/candidates', cookies.employer)).status).toBe(403);
  });

  it("an opted-in candidate's picture is shown to directory viewers (not through the owner's file address); opting out hides it", async () => {
    const handle = openPostgres(databaseUrl, 1);
    const u = await makeUser(handle.db, { role: 'candidate' }).finally(() => handle.close());
    const own = await sessionCookie(baseUrl, u.email, PASSWORD);
    const fd = new FormData();
    fd.append('picture', asFile(samplePng, 'me.png', 'image/png'));
    const up = await fetch(`${baseUrl}/api/applicant/picture/`, { method: 'POST', headers: { cookie: own, origin: baseUrl, accept: 'application/json' }, body: fd });
    expect(up.status).toBe(201);
    const fileUrl = ((await up.json()) as { picture: string }).picture;
    const setPublic = async (isPublic: boolean) => {
      const h = openPostgres(databaseUrl, 1);
      try {
        const [p] = await h.db.update(candidateProfiles).set({ isPublic, firstName: `Pictured${tag}` }).where(eq(candidateProfiles.userId, u.id)).returning({ uuid: candidateProfiles.uuid });
        return p.uuid;
      } finally {
        await h.close();
      }
    };
    const uuid = await setPublic(true);
    const page = await (await get(`/candidates/${uuid}`, cookies.employer)).text();
    expect(page).toContain(`/candidates/${uuid}/photo`);
    expect(page).not.toContain(fileUrl);
    const photo = await get(`/candidates/${uuid}/photo`, cookies.employer);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect((await get(fileUrl, cookies.employer)).status).toBe(404);
    expect((await get(`/candidates/${uuid}/photo`, cookies.student)).status).toBe(403);
    await setPublic(false);
    expect((await get(`/candidates/${uuid}/photo`, cookies.employer)).status).toBe(404);
  });
});
