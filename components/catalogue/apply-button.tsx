import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';

/**
 * Apply to a course: a plain link to /apply/{courseId}, which decides by the session (a visitor to
 * the login and back to this course, a non-student to "only students can apply", a student into
 * the wizard), so the course page reads no session and stays cacheable. Not prefetched: following
 * the link starts an application.
 */
export function ApplyButton({ courseId, className }: { courseId: number; className?: string }) {
  const t = useTranslations('shellCatalogue');
  return (
    <ButtonLink href={`/apply/${courseId}`} prefetch={false} size="lg" className={className} data-testid="apply-button">
      {t('apply')}
    </ButtonLink>
  );
}
