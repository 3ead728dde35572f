import { afterEach, describe, expect, it } from 'vitest';
import { formatLogLine, log, REDACTED, redact, redactString, requestIdFrom, setLogSink } from '@/lib/log';

describe('log redaction', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('redacts a password, a bearer token and a passport number, at any depth, in one JSON line', () => {
    const lines: string[] = [];
    restore = setLogSink((_level, line) => lines.push(line));
    log.warn('sign-in attempt', {
      body: { email: 'a@b.com', password: 'hunter22secret', profile: { passport_number: 'E12345678', passportNo: 'X9' } },
      headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig' },
      note: 'client sent Bearer abc.def-ghi_123 in a string',
      list: [{ new_password: 'n3wpass!!' }, { code: '123456' }],
    });
    expect(lines).toHaveLength(1);
    const line = lines[0];
    expect(line).not.toContain('hunter22secret');
    expect(line).not.toContain('E12345678');
    expect(line).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(line).not.toContain('abc.def-ghi_123');
    expect(line).not.toContain('n3wpass!!');
    expect(line).not.toContain('123456');
    const parsed = JSON.parse(line);
    expect(parsed.level).toBe('warn');
    expect(parsed.msg).toBe('sign-in attempt');
    expect(parsed.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(parsed.body.email).toBe('a@b.com');
    expect(parsed.body.password).toBe(REDACTED);
    expect(parsed.body.profile.passport_number).toBe(REDACTED);
    expect(parsed.body.profile.passportNo).toBe(REDACTED);
    expect(parsed.headers.Authorization).toBe(REDACTED);
    expect(parsed.note).toBe(`client sent Bearer ${REDACTED} in a string`);
  });

  it('redacts every listed key name and keeps ordinary ones', () => {
    const keys = ['password', 'password_confirmation', 'current_password', 'new_password', 'token', 'authorization', 'cookie', 'code', 'verification_code', 'otp', 'passport_number', 'passport_no', 'nid', 'national_id', 'secret'];
    const input = Object.fromEntries(keys.map((k) => [k, 'SENSITIVE']));
    const out = redact({ ...input, name: 'Li Wei', email: 'li@example.com' }) as Record<string, unknown>;
    for (const k of keys) expect(out[k], k).toBe(REDACTED);
    expect(out.name).toBe('Li Wei');
    expect(out.email).toBe('li@example.com');
  });

  it('redacts secrets in query strings and connection URLs, and survives cycles and errors', () => {
    expect(redactString('/reset?email=a@b.c&code=654321')).toBe(`/reset?email=a@b.c&code=${REDACTED}`);
    expect(redactString('postgres://app:s3cret@db:5432/x')).toBe(`postgres://app:${REDACTED}@db:5432/x`);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ a: 1, self: '[Circular]' });
    const line = JSON.parse(formatLogLine('error', 'boom', { err: new Error('token=abc failed') }));
    expect(line.err.message).toBe(`token=${REDACTED} failed`);
  });

  it('takes a well-formed x-request-id and generates one otherwise', () => {
    expect(requestIdFrom(new Headers({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
    expect(requestIdFrom({ 'x-request-id': 'req_9' })).toBe('req_9');
    const generated = requestIdFrom(new Headers({ 'x-request-id': 'bad id <script>' }));
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
