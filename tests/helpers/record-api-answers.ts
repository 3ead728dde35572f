import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { answersDir, type RecordedAnswer } from './api-answers';

/**
 * The api project's setup file: every answer the test server gives under /api/ to a test's
 * `fetch` is recorded (tests/helpers/api-answers.ts checks them all against the API reference once
 * the run ends). The test still gets the answer untouched (a clone is read).
 */
const baseUrl = inject('baseUrl');
const wrapped = Symbol.for('zhiyuan.test.recordedFetch');
const file = path.join(answersDir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.jsonl`);

/** A POST carrying `_method=PUT|PATCH|DELETE` (query, JSON, URL-encoded or multipart) means that method. */
function overriddenMethod(url: URL, body: unknown): string | undefined {
  let raw: unknown = url.searchParams.get('_method');
  if (!raw && typeof body === 'string') {
    try {
      raw = (JSON.parse(body) as Record<string, unknown>)?._method;
    } catch {
      raw = new URLSearchParams(body).get('_method');
    }
  }
  if (!raw && (body instanceof URLSearchParams || body instanceof FormData)) raw = body.get('_method');
  const wanted = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return ['PUT', 'PATCH', 'DELETE'].includes(wanted) ? wanted : undefined;
}

const realFetch = globalThis.fetch;
if (!(realFetch as unknown as Record<symbol, boolean>)[wrapped]) {
  const recording: typeof fetch = async (input, init) => {
    const res = await realFetch(input, init);
    try {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const finalUrl = res.redirected ? new URL(res.url) : url;
      if (finalUrl.origin !== new URL(baseUrl).origin || !finalUrl.pathname.startsWith('/api/')) return res;
      let method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (res.redirected) method = 'GET';
      if (method === 'HEAD' || method === 'OPTIONS') return res;
      if (method === 'POST') method = overriddenMethod(url, init?.body) ?? method;
      const contentType = res.headers.get('content-type') ?? '';
      const answer: RecordedAnswer = { method, path: finalUrl.pathname, status: res.status, contentType, test: path.basename(expect.getState().testPath ?? '?') };
      if (/^application\/json/i.test(contentType)) {
        const text = await res.clone().text();
        if (text !== '') {
          try {
            answer.body = JSON.parse(text);
          } catch {
            answer.unreadable = text.slice(0, 200);
          }
        }
      } else if (res.status !== 204 && res.status !== 304 && res.body && !contentType) {
        // No media type: read whether there is a body at all.
        const text = await res.clone().text();
        if (text !== '') answer.unreadable = text.slice(0, 200);
      }
      fs.mkdirSync(answersDir, { recursive: true });
      fs.appendFileSync(file, JSON.stringify(answer) + '\n');
    } catch {
      // Recording never changes what the test sees.
    }
    return res;
  };
  Object.defineProperty(recording, wrapped, { value: true });
  globalThis.fetch = recording;
}
