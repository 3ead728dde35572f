import { getTranslations } from 'next-intl/server';
import type { SessionUser } from '@/lib/auth/session';
import { type AdminCourse, listCourseFormDegrees } from '@/lib/catalogue/course-admin';
import { findUniversityChoice } from '@/lib/catalogue/university-options';
import { publicImagePath } from '@/lib/storage/policies';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CourseForm } from './course-form';

const yuanText = (minor: number | null) => (minor === null ? '' : String(minor / 100));
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The fields the form sends as text (the university's two aside). */
const courseTextFields = ['title', 'short_title', 'code', 'slug', 'seat', 'duration', 'description', 'major', 'tag', 'program_id', 'intake', 'deadline', 'fee', 'accommodation_fee', 'other_fee'] as const;

/**
 * The form's starting values: a course's fields as typed text (fees in yuan), or a new one's
 * defaults (with the university the address named, when there is one). The university goes as its
 * id and its name, the type-ahead's two fields.
 */
export function courseDefaults(c?: AdminCourse, university?: { value: string; label: string } | null): Record<string, string> {
  if (!c) {
    // Every field, so a post refused without JavaScript comes back with all that was typed (the
    // form refills the fields it has a value for).
    const blank = Object.fromEntries(courseTextFields.map((k) => [k, '']));
    return { ...blank, university_id: university?.value ?? '', university_q: university?.label ?? '', teaching_language: 'english', status: '1' };
  }
  return {
    id: String(c.id),
    title: c.title,
    short_title: text(c.shortTitle),
    code: text(c.code),
    slug: c.slug,
    seat: text(c.seat),
    duration: text(c.durationYears),
    description: text(c.description),
    teaching_language: c.teachingLanguage,
    major: text(c.major),
    tag: text(c.tag),
    program_id: String(c.programId),
    university_id: String(c.universityId),
    university_q: c.university.name,
    status: c.status ? '1' : '0',
    intake: text(c.intake),
    deadline: text(c.deadline),
    fee: yuanText(c.feeMinor),
    accommodation_fee: yuanText(c.accommodationFeeMinor),
    other_fee: yuanText(c.otherFeeMinor),
  };
}

/** The add / edit page body: the form with its degree menu (every degree, disabled ones marked) and its university type-ahead. */
export async function CourseFormPage({ user, course, universityId }: { user: SessionUser; course?: AdminCourse; universityId?: number }) {
  const [degrees, university, t] = await Promise.all([
    listCourseFormDegrees(user),
    !course && universityId ? findUniversityChoice(user, universityId) : null,
    getTranslations('backOfficeCatalogue'),
  ]);
  const label = (o: { name: string; status: boolean }) => (o.status ? o.name : t('optionDisabled', { name: o.name }));
  return (
    <ClientMessages namespaces={['backOfficeCourseForm', 'backOfficeImageInput']}>
      <CourseForm
        id={course?.id ?? null}
        defaults={courseDefaults(course, university)}
        programs={degrees.map((p) => ({ value: String(p.id), label: label(p) }))}
        logoUrl={course?.logo ? publicImagePath(course.logo) : null}
      />
    </ClientMessages>
  );
}
