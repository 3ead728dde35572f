import { sql, type SQL } from 'drizzle-orm';
import { femaleFirstNames, lastNames, maleFirstNames } from './vocabulary';

/**
 * SQL building blocks of the scale dataset. Vocabulary goes in as literal arrays (constants the
 * planner folds once), numbers as literals; both come from the seed's own files, never from input.
 */
function literal(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}
export function arr(list: readonly string[]): SQL {
  return sql.raw(`(ARRAY[${list.map(literal).join(',')}]::text[])`);
}
export function num(n: number): SQL {
  if (!Number.isFinite(n)) throw new Error(`not a number: ${n}`);
  return sql.raw(String(n));
}
/** A random element (independent draw per evaluation). */
export function pick(list: readonly string[]): SQL {
  return sql`${arr(list)}[1 + floor(random() * ${num(list.length)})::int]`;
}
/** The element at a (non-negative integer) position, wrapping around. */
export function pickAt(list: readonly string[], i: SQL): SQL {
  return sql`${arr(list)}[1 + ((${i})::bigint % ${num(list.length)})::int]`;
}
/** A random integer in [lo, hi]. */
export function between(lo: number, hi: number): SQL {
  return sql`(${num(lo)} + floor(random() * ${num(hi - lo + 1)}))::int`;
}
export function json(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/**
 * `count` generated UK accounts `<prefix><n><email>` of one role (half women, half men, a shared
 * password hash, verified), created `ageDays` ago plus up to `spreadDays` more: the employers' and
 * the job seekers' INSERT.
 */
export function generatedUkAccounts(o: { prefix: string; role: string; count: number; email: string; passwordHash: string; phoneFactor: number; ageDays: number; spreadDays: number }): SQL {
  return sql`
    INSERT INTO users (email, password_hash, role, name, first_name, last_name, phone_code, phone_number, gender, country,
                       email_verified_at, created_at, updated_at)
    SELECT ${o.prefix} || g || ${o.email}, ${o.passwordHash}, ${o.role}, fn || ' ' || ln, fn, ln, '+44',
           '7' || lpad((g::bigint * ${num(o.phoneFactor)} % 1000000000)::text, 9, '0'), gender, 'GB', created, created, created
      FROM (
        SELECT g, CASE WHEN g % 2 = 0 THEN 'Male' ELSE 'Female' END AS gender,
               CASE WHEN g % 2 = 0 THEN ${pick(maleFirstNames)} ELSE ${pick(femaleFirstNames)} END AS fn,
               ${pick(lastNames)} AS ln,
               now() - ${num(o.ageDays)} * interval '1 day' - random() * ${num(o.spreadDays)} * interval '1 day' AS created
          FROM generate_series(1, ${num(o.count)}) g
      ) s
     ORDER BY g`;
}
