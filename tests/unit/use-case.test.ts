// A declared use case authorises once, loads its record before it judges the input, parses once,
// and runs with what it parsed; the doors record what they were built from.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { defineUseCase, doorInfo, doorUseCases, isUseCase, markDoor } from '@/lib/use-case';
import { renderMessage } from '@/lib/i18n/catalogue';

const admin = { id: 1, role: 'admin' as const };
const student = { id: 2, role: 'student' as const };

/** A use case whose parts count how often they ran. */
function counted(access: Parameters<typeof defineUseCase>[0]['access'], withRecord = false) {
  const calls = { parse: 0, load: 0, run: 0 };
  const input = z.object({ id: z.coerce.number(), name: z.string().min(2) }).transform((v) => (calls.parse++, v));
  const uc = defineUseCase({
    name: `test.counted${access.replace(/[^a-z]/gi, '')}${withRecord ? 'Record' : ''}`,
    summary: 'A use case that counts its parts',
    access,
    record: withRecord
      ? {
          key: 'id',
          what: 'Thing',
          load: async (_actor: unknown, id: number) => {
            calls.load++;
            return id === 7 ? { id, owner: 1 } : (undefined as never);
          },
        }
      : undefined,
    input,
    run: async (actor, data, ctx) => {
      calls.run++;
      return { actor, data, record: ctx.record, meta: ctx.meta };
    },
  });
  return { uc, calls };
}

describe('a declared use case', () => {
  it('refuses a visitor (401) and a role without the permission (403) before anything else runs', async () => {
    const { uc, calls } = counted('catalogue:write', true);
    await expect(uc(null, { id: 7, name: 'ok' })).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(uc(student, { id: 7, name: 'ok' })).rejects.toMatchObject({ code: 'forbidden' });
    expect(calls).toEqual({ parse: 0, load: 0, run: 0 });
  });

  it('loads its record before it judges the input: an address naming nothing is a 404 whatever the body', async () => {
    const { uc, calls } = counted('catalogue:write', true);
    const missing = await uc(admin, { id: 8, name: '' }).catch((e: AppError) => e);
    expect(missing).toMatchObject({ code: 'not_found', key: 'errors.recordNotFound', params: { what: 'Thing' } });
    expect(renderMessage((missing as AppError).message)).toBe('Thing not found');
    await expect(uc(admin, { id: 'abc', name: '' })).rejects.toMatchObject({ code: 'not_found' });
    expect(calls).toEqual({ parse: 0, load: 1, run: 0 });
    await expect(uc(admin, { id: 7, name: '' })).rejects.toBeInstanceOf(AppError);
    expect(calls).toEqual({ parse: 0, load: 2, run: 0 });
  });

  it('parses once and runs once with the parsed input, the record and the meta', async () => {
    const { uc, calls } = counted('catalogue:write', true);
    const out = await uc(admin, { id: '7', name: 'Tsinghua' }, { meta: { ip: '10.0.0.1' } });
    expect(out).toEqual({ actor: admin, data: { id: 7, name: 'Tsinghua' }, record: { id: 7, owner: 1 }, meta: { ip: '10.0.0.1' } });
    expect(calls).toEqual({ parse: 1, load: 1, run: 1 });
  });

  it("'signed-in' takes any role, 'public' takes a visitor too", async () => {
    const signedIn = counted('signed-in').uc;
    await expect(signedIn(null, { id: 1, name: 'ok' })).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(signedIn(student, { id: 1, name: 'ok' })).resolves.toMatchObject({ actor: student });
    const open = counted('public').uc;
    await expect(open(null, { id: 1, name: 'ok' })).resolves.toMatchObject({ actor: null });
  });

  it('refuses text PostgreSQL cannot store, on its field', async () => {
    const { uc } = counted('public');
    await expect(uc(null, { id: 1, name: 'a\u0000b' })).rejects.toMatchObject({ code: 'validation', fieldErrors: { name: [expect.any(String)] } });
  });

  it('a door records the use case it was built from', () => {
    const { uc } = counted('public');
    expect(isUseCase(uc)).toBe(true);
    expect(isUseCase(async () => 1)).toBe(false);
    const door = markDoor(async () => new Response(), { useCase: uc, fields: { domainToLegacy: { banner: 'bannar' } } });
    expect(doorUseCases(door)).toEqual([uc.spec.name]);
    expect(doorInfo(door)[0].fields?.domainToLegacy).toEqual({ banner: 'bannar' });
    expect(doorUseCases(async () => 1)).toEqual([]);
  });
});
