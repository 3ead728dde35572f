// Any method, /api itself and /api/<anything no endpoint answers> — every API client: 404 `{ message }`.
// Without this, an unknown API path would render the not-found page, which for a POST tries to
// read the body as a server action's form and answers 500 to a body it cannot parse.
import { plainEnglish } from '@/lib/i18n/plain-english';
import { errors } from '@/lib/messages';

export const dynamic = 'force-dynamic';

function notFound(): Response {
  return Response.json({ message: plainEnglish(errors.notFound) }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
