import { formDataToObject } from '@/lib/forms/form-data';
import { BadRequestError, malformedJson } from './http-error';

/**
 * Request bodies as the old clients sent them: JSON, URL-encoded and multipart alike become one
 * plain object (files stay File objects). `_method` in the body or the query turns a POST into a
 * PUT/PATCH/DELETE. Malformed bodies throw BadRequestError (400), never a 500.
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export const overridableMethods = ['PUT', 'PATCH', 'DELETE'] as const;

export interface ParsedBody {
  /** The method the client meant (after `_method`). */
  method: HttpMethod;
  body: Record<string, unknown>;
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

async function readJson(text: string): Promise<Record<string, unknown>> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw malformedJson(err);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequestError('The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** Reads the body of any request into a plain object (empty for GET/HEAD/no body). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return {};
  const type = mediaType(request);
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch (err) {
      throw new BadRequestError(undefined, err);
    }
    return formDataToObject(form);
  }
  let text: string;
  try {
    text = await request.text();
  } catch (err) {
    throw new BadRequestError(undefined, err);
  }
  if (type === 'application/x-www-form-urlencoded') return formDataToObject(new URLSearchParams(text));
  if (type === 'application/json' || type.endsWith('+json')) return readJson(text);
  // No or another content type: JSON when it looks like JSON, else URL-encoded text.
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return readJson(text);
  if (type === '' || type === 'text/plain') return formDataToObject(new URLSearchParams(text));
  throw new BadRequestError();
}

/** The effective method: a POST with `_method` (body or query) of PUT, PATCH or DELETE means that. */
export function effectiveMethod(request: Request, body: Record<string, unknown>): HttpMethod {
  const method = request.method.toUpperCase() as HttpMethod;
  if (method !== 'POST') return method;
  const raw = body._method ?? new URL(request.url).searchParams.get('_method');
  const wanted = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return (overridableMethods as readonly string[]).includes(wanted) ? (wanted as HttpMethod) : 'POST';
}

/** Reads the body and the effective method; `_method` is removed from the body. */
export async function parseLegacyBody(request: Request): Promise<ParsedBody> {
  const body = await readBody(request);
  const method = effectiveMethod(request, body);
  delete body._method;
  return { method, body };
}
