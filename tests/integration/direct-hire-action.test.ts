import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { directHireRequests, jobCategories } from '@/db/schema';
import { env } from '@/lib/env';
import { validation } from '@/lib/messages';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';

// The action's request: a visitor (no session) from its own client address.
const address = { ip: '' };
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': address.ip }) }));
vi.mock('@/lib/auth/request-actor', () => ({ actorForAction: async () => null }));

/**
 * The direct-hire form's server action (the no-JavaScript door of `/directhire`): a refused
 * request counts against the address's limit like one through the legacy route, because the door
 * leaves judging the input to the domain, which counts first (issue 26).
 */
describeEachDatabase('the direct-hire form action', ({ db }) => {
  it('refused submissions count against the address limit, so the next valid one is refused too', async () => {
    const { submitDirectHireAction } = await import('@/lib/jobs/actions');
    const tag = crypto.randomBytes(4).toString('hex');
    const [category] = await db().insert(jobCategories).values({ code: `DA${tag}`, name: `Direct action ${tag}`, status: true }).returning({ id: jobCategories.id });
    address.ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    // The action is a door: it answers in English.
    for (let i = 0; i < env.CONTACT_LIMIT_IP_PER_HOUR; i++) {
      const refused = await submitDirectHireAction(null, form({ job_title: '', org_name: 'Acme', position_no: '1', job_category: String(category.id), email: 'a@example.test' }));
      expect(refused).toMatchObject({ ok: false, code: 'validation', fieldErrors: { job_title: [inEnglish(validation.required)] } });
    }
    const valid = await submitDirectHireAction(null, form({ job_title: `Counted ${tag}`, org_name: 'Acme', position_no: '1', job_category: String(category.id), email: 'a@example.test' }));
    expect(valid).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(await db().select({ id: directHireRequests.id }).from(directHireRequests).where(eq(directHireRequests.jobTitle, `Counted ${tag}`))).toHaveLength(0);
  });
});
