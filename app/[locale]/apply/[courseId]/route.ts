// GET /apply/{courseId} — the course page's Apply link (browsers): a visitor goes to the login and back to the course, a non-student to "only students can apply", a student into the wizard.
import { startApplication } from '@/lib/applications/start';
import { applicationLink } from '@/lib/applications/reads';
import { getRequestActor } from '@/lib/auth/request-actor';
import { findCourseSlug } from '@/lib/catalogue/courses';
import { isAppError } from '@/lib/errors';
import { toId } from '@/lib/http/id';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { applyDoor } from '@/lib/messages';
import { markDoor } from '@/lib/use-case';
import { renderMessage } from '@/lib/i18n/catalogue';
import { asLocale } from '@/lib/i18n/config';
import { localeHref } from '@/lib/i18n/paths';

/**
 * The decision lives here, not in the course page, so the course page reads no session and stays
 * cacheable. Applying twice opens the open application the student already has for the course.
 * Who may apply is the use case's to say: a visitor (401) goes to the login, any other role (403)
 * to "only students can apply".
 */
export const dynamic = 'force-dynamic';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

export const GET = markDoor(async function GET(request: Request, { params }: { params: Promise<{ courseId: string; locale: string }> }): Promise<Response> {
  const { courseId, locale: segment } = await params;
  // The course page's language: the login, the refusal and the way back stay in it.
  const locale = asLocale(segment);
  const id = toId(courseId);
  const slug = id ? await findCourseSlug(id) : null;
  if (!slug) return new Response(renderMessage(applyDoor.courseNotFound, locale), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const coursePath = localeHref(locale, `/courses/${slug}`);
  const refused = (reason: 'role' | 'closed') => seeOther(localeHref(locale, `/apply/refused?reason=${reason}&course=${encodeURIComponent(slug)}`));
  try {
    const { id: applicationId } = await startApplication(await getRequestActor(request), { courseId: id }, { meta: requestMetaFrom(request.headers) });
    return seeOther(applicationLink(applicationId));
  } catch (err) {
    if (isAppError(err) && err.code === 'unauthenticated') return seeOther(localeHref(locale, `/login?callbackUrl=${encodeURIComponent(coursePath)}`));
    if (isAppError(err) && err.code === 'forbidden') return refused('role');
    // A course past its deadline (or disabled since the page was cached) takes no applications.
    if (isAppError(err) && (err.code === 'conflict' || err.code === 'not_found' || err.code === 'validation')) return refused('closed');
    throw err;
  }
}, startApplication);
