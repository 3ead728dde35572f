// GET /apply/{courseId} — the course page's Apply link (browsers): a visitor goes to the login and back to the course, a non-student to "only students can apply", a student into the wizard.
import { plainEnglish } from '@/lib/i18n/plain-english';
import { startApplication } from '@/lib/applications/start';
import { applicationLink } from '@/lib/applications/reads';
import { getRequestActor } from '@/lib/auth/request-actor';
import { findCourseSlug } from '@/lib/catalogue/courses';
import { isAppError } from '@/lib/errors';
import { toId } from '@/lib/http/id';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { applyDoor } from '@/lib/messages';
import { markDoor } from '@/lib/use-case';

/**
 * The decision lives here, not in the course page, so the course page reads no session and stays
 * cacheable. Applying twice opens the open application the student already has for the course.
 * Who may apply is the use case's to say: a visitor (401) goes to the login, any other role (403)
 * to "only students can apply".
 */
export const dynamic = 'force-dynamic';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

export const GET = markDoor(async function GET(request: Request, { params }: { params: Promise<{ courseId: string }> }): Promise<Response> {
  const { courseId } = await params;
  const id = toId(courseId);
  const slug = id ? await findCourseSlug(id) : null;
  if (!slug) return new Response(plainEnglish(applyDoor.courseNotFound), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const coursePath = `/courses/${slug}`;
  const refused = (reason: 'role' | 'closed') => seeOther(`/apply/refused?reason=${reason}&course=${encodeURIComponent(slug)}`);
  try {
    const { id: applicationId } = await startApplication(await getRequestActor(request), { courseId: id }, { meta: requestMetaFrom(request.headers) });
    return seeOther(applicationLink(applicationId));
  } catch (err) {
    if (isAppError(err) && err.code === 'unauthenticated') return seeOther(`/login?callbackUrl=${encodeURIComponent(coursePath)}`);
    if (isAppError(err) && err.code === 'forbidden') return refused('role');
    // A course past its deadline (or disabled since the page was cached) takes no applications.
    if (isAppError(err) && (err.code === 'conflict' || err.code === 'not_found' || err.code === 'validation')) return refused('closed');
    throw err;
  }
}, startApplication);
