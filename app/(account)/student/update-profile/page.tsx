import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ProfileFiles } from '@/components/students/profile-files';
import { ProfileSectionForm } from '@/components/students/profile-section-form';
import { listCountryChoices } from '@/lib/countries/countries';
import { requestLocale } from '@/lib/i18n/locale';
import { sectionInput } from '@/lib/applications/wizard-form';
import { requirePage } from '@/lib/auth/guard';
import { readFormOutcome } from '@/lib/http/form-outcome';
import { getStudentProfile } from '@/lib/students/profile';
import { profileSections, sectionKeys } from '@/lib/students/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsStudent.updateProfile');
  return { title: t('metaTitle') };
}

/**
 * /student/update-profile: the student's own profile, six sections each with its own Save, and the
 * identity files. An upload sent before JavaScript comes back here with its outcome in the address
 * (`?upload=<kind>&upload_status=…`, signed for this student: lib/http/form-outcome.ts).
 */
export default async function StudentUpdateProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePage('/student/update-profile');
  const [profile, locale, query, m] = await Promise.all([getStudentProfile({ id: user.id, role: user.role }, {}), requestLocale(), searchParams, getMessageText()]);
  // The values the profile holds stay chosen even when their country is no longer offered.
  const held = [profile.sections.basic_information?.nationality ?? profile.accountDefaults?.nationality, profile.sections.passport_information?.country];
  const countries = await listCountryChoices(locale, held.map((c) => (typeof c === 'string' ? c : null)), { chinaFirst: true });
  const t = await getTranslations('admissionsStudent.updateProfile');
  const outcome = readFormOutcome(query, user.id);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <ClientMessages namespaces={['admissionsProfile', 'values']}>
        {profileSections.map((section) => (
          <ProfileSectionForm
            key={section}
            section={section}
            // Never saved: the basic information starts from what the account already says (no typing twice).
            defaults={sectionInput(profile.sections[section] ?? (section === 'basic_information' ? profile.accountDefaults : undefined), sectionKeys[section])}
            countries={countries}
          />
        ))}
        <ProfileFiles
          userId={profile.userId}
          files={profile.files}
          outcome={outcome ? { kind: outcome.target, saved: outcome.saved, text: m(outcome.message) } : null}
        />
      </ClientMessages>
    </div>
  );
}
