import { getSessionUser } from '@/lib/auth/session';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/auth/permissions';

/**
 * Apply to a course: a visitor or a signed-in user who may not apply (only students apply) goes to
 * the login with this course as the return address; a student goes on to the application.
 */
export async function ApplyButton({ courseId, coursePath, className }: { courseId: number; coursePath: string; className?: string }) {
  const user = await getSessionUser();
  const href = can(user, 'applications:apply') ? `/application?course_id=${courseId}` : `/login?callbackUrl=${encodeURIComponent(coursePath)}`;
  return (
    <ButtonLink href={href} size="lg" className={className} data-testid="apply-button">
      Apply
    </ButtonLink>
  );
}
