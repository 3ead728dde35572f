import crypto from 'node:crypto';
import { env } from '@/lib/env';

/**
 * Structured logs: one JSON line per event, `{ time, level, msg, requestId?, ...fields }`, time in
 * UTC ISO 8601. Everything passes through `redact` first, so passwords, tokens, codes and identity
 * numbers never reach the console, however deep they sit or whichever door logged them.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const order: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export const REDACTED = '[REDACTED]';

/**
 * Key names whose values are secrets, compared after lower-casing and dropping `_`, `-` and spaces
 * (so `passport_no`, `passportNo` and `Passport-No` all match).
 */
export const redactedKeys: readonly string[] = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'old_password',
  'confirm_password',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'api_key',
  'authorization',
  'cookie',
  'set-cookie',
  'code',
  'verification_code',
  'reset_code',
  'otp',
  'passport_number',
  'passport_no',
  'nid',
  'national_id',
  'national_id_number',
  'secret',
  'client_secret',
  'auth_secret',
  'session',
  'session_token',
  'card_number',
];

const normalise = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');
const exactKeys = new Set(redactedKeys.map(normalise));
/** Any key containing one of these is a secret too (`userPassword`, `x-upload-token`, `db_secret`). */
const containsKeys = ['password', 'passwd', 'secret', 'token', 'apikey', 'passport'];

export function isSecretKey(key: string): boolean {
  const k = normalise(key);
  return exactKeys.has(k) || containsKeys.some((c) => k.includes(c));
}

const stringPatterns: [RegExp, string][] = [
  // Authorization header values inside free text.
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9\-._~+/]+=*/gi, `$1 ${REDACTED}`],
  // Secrets in query strings and form-encoded text.
  [/((?:^|[?&;,\s])(?:token|code|otp|password|secret|access_token|api_key)=)[^&\s;,]*/gi, `$1${REDACTED}`],
  // Passwords in connection URLs.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:)[^@\s/]+@/gi, `$1${REDACTED}@`],
];

export function redactString(value: string): string {
  let out = value;
  for (const [re, replacement] of stringPatterns) out = out.replace(re, replacement);
  return out;
}

/** A deep copy with secrets replaced; handles cycles, Errors, Dates, Maps, Buffers and depth. */
export function redact<T>(value: T, depth = 8): T {
  return redactValue(value, depth, new WeakSet()) as T;
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (seen.has(value)) return '[Circular]';
  if (depth <= 0) return '[Truncated]';
  seen.add(value);
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: redactString(value.message) };
    if (value.stack) out.stack = redactString(value.stack);
    const extra = value as Error & { code?: unknown; cause?: unknown; fieldErrors?: unknown };
    if (extra.code !== undefined) out.code = extra.code;
    if (extra.fieldErrors !== undefined) out.fieldErrors = redactValue(extra.fieldErrors, depth - 1, seen);
    if (extra.cause !== undefined) out.cause = redactValue(extra.cause, depth - 1, seen);
    return out;
  }
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    return { file: (value as File).name ?? 'blob', size: value.size, type: value.type };
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth - 1, seen));
  if (value instanceof Map) return redactValue(Object.fromEntries(value), depth, seen);
  if (value instanceof Set) return redactValue([...value], depth, seen);
  if (value instanceof Headers || value instanceof URLSearchParams || value instanceof FormData) {
    const obj: Record<string, unknown> = {};
    for (const [k, v] of value.entries()) obj[k] = v;
    return redactValue(obj, depth, seen);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = isSecretKey(k) && v !== null && v !== undefined && v !== '' ? REDACTED : redactValue(v, depth - 1, seen);
  }
  return out;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined> | null | undefined;

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id of a request: its `x-request-id` header when well-formed, else a new one. */
export function requestIdFrom(headers?: HeaderSource): string {
  let raw: string | string[] | null | undefined;
  if (headers instanceof Headers) raw = headers.get('x-request-id');
  else if (headers) raw = headers['x-request-id'] ?? headers['X-Request-Id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && requestIdPattern.test(value) ? value : newId();
}

/** A short random id (request ids, error references). */
export function newId(): string {
  return crypto.randomUUID();
}

export type LogSink = (level: LogLevel, line: string) => void;

const consoleSink: LogSink = (level, line) => {
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

let sink: LogSink = consoleSink;

/** Tests swap the sink to capture lines; returns a function that restores the previous one. */
export function setLogSink(next: LogSink): () => void {
  const prev = sink;
  sink = next;
  return () => {
    sink = prev;
  };
}

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds these fields (e.g. `{ requestId }`) to every line. */
  child(fields: LogFields): Logger;
}

/** The JSON line for an event (exported for tests and for the proxy's own use). */
export function formatLogLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  const body = redact({ ...fields });
  return JSON.stringify({ time: new Date().toISOString(), level, msg: redactString(msg), ...body });
}

function makeLogger(base: LogFields): Logger {
  const write = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (order[level] < order[env.LOG_LEVEL]) return;
    try {
      sink(level, formatLogLine(level, msg, { ...base, ...fields }));
    } catch {
      // Logging must never break a request.
    }
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => makeLogger({ ...base, ...fields }),
  };
}

export const log: Logger = makeLogger({});

/**
 * Logs an unexpected error with a fresh id and returns the id, which the door puts in its generic
 * answer so a report can be matched with this line.
 */
export function logUnexpected(err: unknown, fields: LogFields = {}): string {
  const errorId = newId().slice(0, 8);
  log.error('unexpected error', { ...fields, errorId, err });
  return errorId;
}
