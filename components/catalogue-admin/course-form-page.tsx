import { getTranslations } from 'next-intl/server';
import type { SessionUser } from '@/lib/auth/session';
import { type AdminCourse, listCourseFormOptions } from '@/lib/catalogue/course-admin';
import { publicImagePath } from '@/lib/storage/policies';
import { CourseForm } from './course-form';

const yuanText = (minor: number | null) => (minor === null ? '' : String(minor / 100));
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The form's starting values: a course's fields as typed text (fees in yuan), or a new one's defaults. */
export function courseDefaults(c?: AdminCourse, universityId?: number): Record<string, string> {
  if (!c) return { title: '', university_id: universityId ? String(universityId) : '', program_id: '', teaching_language: 'english', tag: '', status: '1' };
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
    status: c.status ? '1' : '0',
    intake: text(c.intake),
    deadline: text(c.deadline),
    fee: yuanText(c.feeMinor),
    accommodation_fee: yuanText(c.accommodationFeeMinor),
    other_fee: yuanText(c.otherFeeMinor),
  };
}

/** The add / edit page body: the form with its menus (every university and degree, disabled ones marked). */
export async function CourseFormPage({ user, course, universityId }: { user: SessionUser; course?: AdminCourse; universityId?: number }) {
  const options = await listCourseFormOptions(user);
  const t = await getTranslations('backOfficeCatalogue');
  const label = (o: { name: string; status: boolean }) => (o.status ? o.name : t('optionDisabled', { name: o.name }));
  return (
    <CourseForm
      id={course?.id ?? null}
      defaults={courseDefaults(course, universityId)}
      universities={options.universities.map((u) => ({ value: String(u.id), label: label(u) }))}
      programs={options.programs.map((p) => ({ value: String(p.id), label: label(p) }))}
      logoUrl={course?.logo ? publicImagePath(course.logo) : null}
    />
  );
}
