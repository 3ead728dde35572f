import 'server-only';
import type { z } from 'zod';
import type { Tx } from '@/db/transaction';
import type { Actor, Role } from '@/lib/auth/actor';
import { assertCan, type Permission } from '@/lib/auth/permissions';
import { notFound, parseInput, unauthenticated } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import { localMeta, type RequestMeta } from '@/lib/http/request-meta';

/**
 * A use case, declared once: its name, who may call it, its input schema, what it answers and its
 * function. Every door (a server action, a JSON route, a legacy handler) is built from the
 * declaration (lib/forms/action-door.ts, lib/api/json.ts, lib/api/legacy/handlers.ts), and so is the
 * OpenAPI document; no door spells a role, re-checks a permission or parses the input again.
 *
 * Calling it does, in this order and once each:
 * 1. authorise: `access` is a permission of lib/auth/permissions.ts (401 for a visitor, 403 for a
 *    role without it), `'signed-in'` (401 for a visitor) or `'public'`;
 * 2. load the record it acts on, when it declares one (`record`): the id under `record.key` in the
 *    raw input (not a record id: 404), then `record.load`, which answers only what this actor may
 *    see (lib/auth/ownership.ts: someone else's record is a 404). This comes before the input is
 *    judged, so an address that names nothing the actor may see is a 404 whatever the body says;
 * 3. parse the input with `input` (AppError 'validation' with field errors by dotted path; text
 *    PostgreSQL cannot store is refused in what was sent and in what the schema decoded);
 * 4. run, with the actor (signed in unless `access` is 'public'), the parsed input, the request's
 *    meta, the caller's transaction when it gives one (`tx`, see db/transaction.ts) and the record.
 *
 *   export const updateUniversity = defineUseCase({
 *     name: 'catalogue.updateUniversity',
 *     summary: 'Update a university (fields, logo, banner)',
 *     access: 'catalogue:write',
 *     record: { key: 'id', what: nouns.university, load: (actor, id) => loadUniversity(id) },
 *     input: universityUpdateInputSchema,
 *     run: async (actor, input, { meta, record }) => { … },
 *   });
 *
 *   await updateUniversity(actor, { id: 3, name: 'New name' }, { meta });
 */
export type Access = Permission | 'signed-in' | 'public';
export type SignedInActor = { id: number; role: Role };
export type ActorFor<A extends Access> = A extends 'public' ? Actor : SignedInActor;

/** What a caller may pass besides actor and input. */
export interface CallOptions {
  meta?: RequestMeta;
  /** The caller's unit of work: the use case joins it instead of opening its own. */
  tx?: Tx;
}

export interface RunContext<R> {
  meta: RequestMeta;
  tx?: Tx;
  /** The record `record.load` answered (undefined when the use case declares none). */
  record: R;
}

export interface RecordSpec<A extends Access, R> {
  /** The input key holding the record's id (a path parameter at the doors). */
  key: string;
  /** The noun of the 404 message, a catalogue token (`nouns.university`: "University not found"). */
  what: string;
  /** The record as this actor may see it; throws 404 (notFound) when there is none. */
  load: (actor: ActorFor<A>, id: number, tx?: Tx) => Promise<R>;
}

export interface UseCaseSpec<A extends Access, S extends z.ZodType, O, R = undefined> {
  /** `<domain>.<verbNoun>`, unique: the OpenAPI operation id and the log's name for it. */
  name: string;
  /** One line for the API reference. */
  summary: string;
  access: A;
  record?: RecordSpec<A, R>;
  input: S;
  /** The answer's schema, for the API reference (the doors do not check it). */
  output?: z.ZodType;
  run: (actor: ActorFor<A>, input: z.output<S>, ctx: RunContext<R>) => Promise<O>;
}

export interface UseCase<A extends Access = Access, S extends z.ZodType = z.ZodType, O = unknown, R = unknown> {
  (actor: Actor, input: unknown, options?: CallOptions): Promise<O>;
  readonly spec: UseCaseSpec<A, S, O, R>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds every use case whatever its types
export type AnyUseCase<O = any> = UseCase<Access, z.ZodType, O, any>;

/** The one authorisation of a call. */
export function authorise<A extends Access>(actor: Actor, access: A): ActorFor<A> {
  if (access === 'public') return actor as ActorFor<A>;
  if (!actor) throw unauthenticated();
  if (access !== 'signed-in') assertCan(actor, access);
  return actor as ActorFor<A>;
}

const registry = new Map<string, AnyUseCase>();

/** Declares a use case (see the top of this file). */
export function defineUseCase<A extends Access, S extends z.ZodType, O, R = undefined>(spec: UseCaseSpec<A, S, O, R>): UseCase<A, S, O, R> {
  const call = async (actor: Actor, input: unknown, options: CallOptions = {}): Promise<O> => {
    const who = authorise(actor, spec.access);
    let record = undefined as R;
    if (spec.record) {
      const raw = input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[spec.record.key] : undefined;
      record = await spec.record.load(who, parseId(raw, spec.record.what), options.tx);
      if (record === undefined || record === null) throw notFound(spec.record.what);
    }
    const data = parseInput(spec.input, input);
    return spec.run(who, data, { meta: options.meta ?? localMeta, tx: options.tx, record });
  };
  Object.defineProperty(call, 'spec', { value: spec, enumerable: false });
  registry.set(spec.name, call as AnyUseCase);
  return call as UseCase<A, S, O, R>;
}

/** Every use case declared so far (the modules that declare them must have been imported). */
export function declaredUseCases(): AnyUseCase[] {
  return [...registry.values()];
}

export function isUseCase(value: unknown): value is AnyUseCase {
  return typeof value === 'function' && !!(value as { spec?: { name?: unknown } }).spec && typeof (value as AnyUseCase).spec.name === 'string';
}

// ---------------------------------------------------------------------------------------------
// Doors: each records the use case it was built from (and what the API reference needs to describe
// it: the seed's field map, the answer's side), so a test can check every door has one.

const doorTag = Symbol.for('zhiyuan.door');

/** What a door was built from. */
export interface DoorInfo {
  useCase: AnyUseCase;
  /** The legacy door's seed field map (our names ↔ the seed's). */
  fields?: { domainToLegacy: Readonly<Record<string, string>> };
  /** The request body as the door takes it (JSON Schema), when it is not the use case's input renamed. */
  requestSchema?: Record<string, unknown>;
  /** The schema of what the door answers, when it maps the use case's output (the seed's shape). */
  answerSchema?: z.ZodType;
  /** The success status(es) the door answers when not 200 (201 for a create, 204 for no body). */
  answerStatus?: number | number[];
  /** The success answer's media type when not JSON (a download: `application/octet-stream`). */
  answerType?: string;
  /** A browser's plain form post is answered 303 back to its page (lib/api/json.ts, `formPost`). */
  formPost?: boolean;
}

/** Marks a door (an action, a route method) as built from these use cases. */
export function markDoor<F extends object>(door: F, built: AnyUseCase | DoorInfo | (AnyUseCase | DoorInfo)[]): F {
  const list = (Array.isArray(built) ? built : [built]).map((b) => (isUseCase(b) ? { useCase: b } : b));
  if (list.some((d) => !isUseCase(d.useCase))) throw new Error('markDoor: a door is built from a declared use case (defineUseCase)');
  Object.defineProperty(door, doorTag, { value: list, enumerable: false, configurable: true });
  return door;
}

/** What a door was built from (empty: not built from a declaration). */
export function doorInfo(door: unknown): DoorInfo[] {
  if ((typeof door !== 'function' && typeof door !== 'object') || door === null) return [];
  return ((door as Record<symbol, DoorInfo[]>)[doorTag] ?? []).slice();
}

/** The names of the use cases a door was built from. */
export function doorUseCases(door: unknown): string[] {
  return doorInfo(door).map((d) => d.useCase.spec.name);
}
