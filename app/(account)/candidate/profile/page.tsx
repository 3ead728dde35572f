import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { CompletenessMeter } from '@/components/candidates/completeness-meter';
import { CvQuickUpload } from '@/components/candidates/cv-quick-upload';
import { PhotoUpload } from '@/components/candidates/photo-upload';
import { PrivacyForm } from '@/components/candidates/privacy-form';
import { RowSectionCard, SingleSectionCard } from '@/components/candidates/resume-section';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { requirePage } from '@/lib/auth/guard';
import { getResumeBuilder } from '@/lib/candidates/profile';
import { resumeSections, resumeSectionLabels, isRowSection } from '@/lib/candidates/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.profile');
  return { title: t('metaTitle') };
}

/** The order the builder shows its sections in (the old builder's order). */
const order = [
  'basic_info',
  'career_info',
  'certification',
  'education',
  'experience',
  'skill',
  'training',
  'extracurricular',
  'language',
  'permanent_address',
  'present_address',
  'preference',
  'reference',
] as const satisfies readonly (typeof resumeSections)[number][];

/** /candidate/profile: the resume builder, every section with its own Save and Edit. */
export default async function CandidateProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePage('/candidate/profile');
  const [{ resume, completeness, lists, cvCount }, t, m, query] = await Promise.all([
    getResumeBuilder({ id: user.id, role: user.role }),
    getTranslations('peopleCandidate.profile'),
    getMessageText(),
    searchParams,
  ]);
  // The form the address opens (the sections' Add and Edit links, followed before the scripts run).
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const add = first(query.add);
  const edit = first(query.edit);
  const row = Number(first(query.row));
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/candidate/resume" variant="outline">
          {t('viewAndPrint')}
        </ButtonLink>
        <ButtonLink href="/candidate/cvs" variant="ghost">
          {t('manageCvs')}
        </ButtonLink>
      </div>
      <CompletenessMeter completeness={completeness} />
      <nav aria-label={t('sectionsNav')} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {['picture', ...order, 'upload-resume', 'privacy'].map((s) => (
            <li key={s}>
              <a href={`#${s}`} className="text-ink-700 underline underline-offset-2">
                {s === 'picture' ? t('picture') : s === 'privacy' ? t('privacy') : s === 'upload-resume' ? t('uploadResume') : m(resumeSectionLabels[s as (typeof order)[number]])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PhotoUpload photo={resume.photo} />
      {order.map((section) =>
        isRowSection(section) ? (
          <RowSectionCard
            key={section}
            section={section}
            rows={resume.rows[section]}
            lists={lists}
            initialOpen={add === section ? 'new' : edit === section && Number.isSafeInteger(row) ? row : null}
          />
        ) : (
          <SingleSectionCard
            key={section}
            section={section}
            record={section === 'permanent_address' || section === 'present_address' ? resume[section] : (resume[section] as Record<string, unknown>)}
            saved={resume.saved[section]}
            lists={lists}
            initialEditing={edit === section}
          />
        ),
      )}
      <CvQuickUpload count={cvCount} />
      <PrivacyForm isPublic={resume.isPublic} sharedFields={resume.sharedFields} sharedContacts={resume.sharedContacts} />
    </div>
  );
}
