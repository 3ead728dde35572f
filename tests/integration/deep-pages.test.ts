import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { listUsers } from '@/lib/accounts/users';
import { listPaymentsForAdmin } from '@/lib/applications/payments';
import { listApplications } from '@/lib/applications/reads';
import { listAdminResource } from '@/lib/catalogue/admin-resources';
import { listCoursesForAdmin } from '@/lib/catalogue/course-admin-list';
import { listCourses } from '@/lib/catalogue/finder';
import { listUniversitiesForAdmin } from '@/lib/catalogue/university-admin-list';
import { listUniversities } from '@/lib/catalogue/universities';
import { listMessages } from '@/lib/content/messages';
import { listNotifications } from '@/lib/notifications/notifications';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

/**
 * Issue 28, "every page that is offered is reachable: no silent cap": a list of more than 500
 * pages (the old MAX_PAGE) opens each page's own rows (page 502 is not page 500), and a page past
 * the last opens the last page. Each list gets N rows made in SQL (generate_series), 10 a page.
 */
const N = 5025; // 503 pages of 10 at least
const PER_PAGE = 10;
const DEEP = 502;

describeEachDatabase('deep pages: every page a list offers opens its own rows', ({ db }) => {
  let fx: CatalogueFixture;
  let admin: { id: number; role: 'admin' };
  let student: { id: number; role: 'student' };

  /** The ids of rows `from`..`from + count - 1` (0-based) of a query's order. */
  async function idsAt(query: SQL, from: number, count = PER_PAGE): Promise<number[]> {
    const rows = (await db().execute(sql`${query} LIMIT ${count} OFFSET ${from}`)) as unknown as { rows: { id: number }[] };
    return rows.rows.map((r) => Number(r.id));
  }

  /** Page DEEP and a page far past the last: their own rows (the order's rows at their offsets). */
  async function expectDeepPages(
    list: (page: number) => Promise<{ items: { id: number }[]; page: number; pageCount: number; total: number }>,
    order: SQL,
  ) {
    const counted = (await db().execute(sql`SELECT count(*)::int AS n FROM (${order}) o`)) as unknown as { rows: { n: number }[] };
    const total = Number(counted.rows[0].n);
    expect(total).toBeGreaterThanOrEqual(N);
    const deep = await list(DEEP);
    expect(deep.total).toBe(total);
    expect(deep.page).toBe(DEEP);
    expect(deep.items.map((r) => r.id)).toEqual(await idsAt(order, (DEEP - 1) * PER_PAGE));
    const pageCount = Math.ceil(total / PER_PAGE);
    const past = await list(1_000_000);
    expect(past.page).toBe(pageCount);
    expect(past.pageCount).toBe(pageCount);
    expect(past.items.map((r) => r.id)).toEqual(await idsAt(order, (pageCount - 1) * PER_PAGE));
  }

  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'dp');
    const [a, s] = await db()
      .insert(users)
      .values([
        { email: 'dp-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Dp Admin' },
        { email: 'dp-student@example.test', passwordHash: 'x', role: 'student', name: 'Dp Student' },
      ])
      .returning({ id: users.id });
    admin = { id: a.id, role: 'admin' };
    student = { id: s.id, role: 'student' };
    const d = db();
    await d.execute(sql`INSERT INTO universities (name, slug, code, city_id)
      SELECT 'Dp Uni ' || lpad(g::text, 5, '0'), 'dp-uni-' || g, 'DPU' || g, ${fx.city.hangzhou} FROM generate_series(1, ${N}) g`);
    await d.execute(sql`INSERT INTO courses (title, slug, code, university_id, program_id)
      SELECT 'Dp Course ' || (g % 97), 'dp-course-' || g, 'DPC' || g, ${fx.uni.zhejiang}, ${fx.degree.Masters} FROM generate_series(1, ${N}) g`);
    // Reference names are unique, case and spacing ignored (migration 0033): no two countries share one.
    await d.execute(sql`INSERT INTO countries (name, code) SELECT 'Dp Land ' || g, 'DP' || g FROM generate_series(1, ${N}) g`);
    await d.execute(sql`INSERT INTO users (email, password_hash, role, name, created_at)
      SELECT 'dp-user-' || g || '@example.test', 'x', 'candidate', 'Dp User ' || g, now() - (g % 300) * interval '1 minute' FROM generate_series(1, ${N}) g`);
    await d.execute(sql`INSERT INTO applications (user_id, course_id, university_id, program_id, status)
      SELECT ${student.id}, c.id, c.university_id, c.program_id, 'submitted' FROM courses c WHERE c.slug LIKE 'dp-course-%'`);
    await d.execute(sql`INSERT INTO payments (application_id, kind, amount_minor, status, created_at)
      SELECT a.id, 'application_fee', 80000, (ARRAY['unpaid', 'pending', 'paid', 'refunded']::payment_status[])[1 + a.id % 4], now() - (a.id % 50) * interval '1 hour'
        FROM applications a WHERE a.user_id = ${student.id}`);
    await d.execute(sql`INSERT INTO contact_messages (name, email, subject, message, created_at)
      SELECT 'Dp Sender', 'dp-' || g || '@example.test', 'Hello ' || g, 'A message', now() - (g % 70) * interval '1 minute' FROM generate_series(1, ${N}) g`);
    await d.execute(sql`INSERT INTO notifications (user_id, type, title, body, created_at)
      SELECT ${student.id}, 'application_status', 'Dp ' || g, 'Body', now() - (g % 40) * interval '1 minute' FROM generate_series(1, ${N}) g`);
  }, 120_000);

  describe('the back office', () => {
    it('admin universities', async () => {
      await expectDeepPages(
        (page) => listUniversitiesForAdmin(admin, { q: 'Dp Uni', per_page: PER_PAGE, page }),
        sql`SELECT id FROM universities WHERE name LIKE 'Dp Uni %' ORDER BY name, id`,
      );
    });

    it('admin courses, by title and by university (kept names)', async () => {
      await expectDeepPages(
        (page) => listCoursesForAdmin(admin, { q: 'Dp Course', per_page: PER_PAGE, page }),
        sql`SELECT id FROM courses WHERE admin_search LIKE '%dp course%' ORDER BY title, id`,
      );
      await expectDeepPages(
        (page) => listCoursesForAdmin(admin, { university_id: String(fx.uni.zhejiang), program_id: String(fx.degree.Masters), sort: 'university', dir: 'desc', per_page: PER_PAGE, page }),
        sql`SELECT id FROM courses WHERE university_id = ${fx.uni.zhejiang} AND program_id = ${fx.degree.Masters} ORDER BY title, id`,
      );
    });

    it('reference data (countries)', async () => {
      await expectDeepPages(
        (page) => listAdminResource(admin, 'country', { q: 'Dp Land', per_page: PER_PAGE, page }),
        sql`SELECT id FROM countries WHERE name LIKE 'Dp Land %' ORDER BY name, id`,
      );
    });

    it('accounts', async () => {
      await expectDeepPages(
        (page) => listUsers(admin, { q: 'dp-user-', page, perPage: PER_PAGE }),
        sql`SELECT id FROM users WHERE email LIKE 'dp-user-%' ORDER BY created_at DESC, id DESC`,
      );
      // Unfiltered: every account, read from the order's index.
      await expectDeepPages((page) => listUsers(admin, { page, perPage: PER_PAGE }), sql`SELECT id FROM users ORDER BY created_at DESC, id DESC`);
    });

    it('payments: pending first, then the most recently recorded; by status', async () => {
      await expectDeepPages(
        (page) => listPaymentsForAdmin(admin, { per_page: PER_PAGE, page }),
        sql`SELECT id FROM payments ORDER BY (CASE WHEN status = 'pending' THEN 0 ELSE 1 END), coalesce(submitted_at, created_at) DESC, id DESC`,
      );
      const paid = Number(((await db().execute(sql`SELECT count(*)::int AS n FROM payments WHERE status = 'paid'`)) as unknown as { rows: { n: number }[] }).rows[0].n);
      const paidPages = await listPaymentsForAdmin(admin, { status: 'paid', per_page: PER_PAGE, page: 100 });
      expect(paidPages.total).toBe(paid);
      expect(paidPages.items.map((r) => r.id)).toEqual(
        await idsAt(sql`SELECT id FROM payments WHERE status = 'paid' ORDER BY coalesce(submitted_at, created_at) DESC, id DESC`, 99 * PER_PAGE),
      );
      // Searched (the student's e-mail): counted and paged the same way.
      await expectDeepPages(
        (page) => listPaymentsForAdmin(admin, { q: 'dp-student@', per_page: PER_PAGE, page }),
        sql`SELECT p.id FROM payments p JOIN applications a ON a.id = p.application_id WHERE a.user_id = ${student.id} ORDER BY (CASE WHEN p.status = 'pending' THEN 0 ELSE 1 END), coalesce(p.submitted_at, p.created_at) DESC, p.id DESC`,
      );
    });

    it('contact messages', async () => {
      await expectDeepPages(
        (page) => listMessages(admin, { per_page: PER_PAGE, page }),
        sql`SELECT id FROM contact_messages ORDER BY created_at DESC, id DESC`,
      );
    });
  });

  describe("the student's own pages", () => {
    it('applications', async () => {
      await expectDeepPages(
        (page) => listApplications(student, { page, per_page: PER_PAGE }),
        sql`SELECT id FROM applications WHERE user_id = ${student.id} ORDER BY updated_at DESC, id DESC`,
      );
    });

    it('notifications', async () => {
      await expectDeepPages(
        (page) => listNotifications(student, { page, per_page: PER_PAGE }),
        sql`SELECT id FROM notifications WHERE user_id = ${student.id} ORDER BY created_at DESC, id DESC`,
      );
    });
  });

  describe('the public catalogue', () => {
    it("the finder (a university's courses): its pages go up to its count's cap, a page past them is the last", async () => {
      const deep = await listCourses({ universityId: fx.uni.zhejiang, perPage: PER_PAGE, page: DEEP, sort: 'newest' });
      const window = await listCourses({ universityId: fx.uni.zhejiang, perPage: 1000, page: 6, sort: 'newest' });
      expect(deep.page).toBe(DEEP);
      expect(deep.items.map((c) => c.id)).toEqual(window.items.slice((DEEP - 1) * PER_PAGE - 5000, DEEP * PER_PAGE - 5000).map((c) => c.id));
      const past = await listCourses({ universityId: fx.uni.zhejiang, perPage: PER_PAGE, page: 1_000_000, sort: 'newest' });
      expect(past.page).toBe(past.pageCount);
      const first = await listCourses({ universityId: fx.uni.zhejiang, perPage: 1000, page: 1, sort: 'newest' });
      expect(past.items.map((c) => c.id)).toEqual(first.items.slice((past.pageCount - 1) * PER_PAGE, past.pageCount * PER_PAGE).map((c) => c.id));
    });

    it('the university list', async () => {
      const deep = await listUniversities({ perPage: PER_PAGE, page: DEEP });
      const window = await listUniversities({ perPage: 1000, page: 6 });
      expect(deep.page).toBe(DEEP);
      expect(deep.items.map((u) => u.id)).toEqual(window.items.slice((DEEP - 1) * PER_PAGE - 5000, DEEP * PER_PAGE - 5000).map((u) => u.id));
      const past = await listUniversities({ perPage: PER_PAGE, page: 1_000_000 });
      expect(past.page).toBe(past.pageCount);
      expect(past.pageCount).toBeGreaterThan(500);
      expect(past.items.length).toBeGreaterThan(0);
    });
  });
});
