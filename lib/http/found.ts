import 'server-only';
import { notFound } from 'next/navigation';
import { isAppError } from '@/lib/errors';

/**
 * A page's record, read through its domain: a "not found" answer (someone else's record, one that
 * does not exist, a malformed id: the same 404) becomes the not-found page; any other error goes on
 * to the error boundary.
 *
 *   const job = await foundOr404(getJobForAdmin(user, uuid));
 */
export async function foundOr404<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  }
}
