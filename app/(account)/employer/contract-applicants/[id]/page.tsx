import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { PartTimeDetailView } from '@/components/part-time/part-time-detail';
import { requirePage } from '@/lib/auth/guard';
import { foundOr404 } from '@/lib/http/found';
import { getPartTimeApplicant } from '@/lib/jobs/part-time';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobBoardPartTime.detail');
  return { title: t('metaTitle') };
}

/** /employer/contract-applicants/{id}: one part-time applicant and the contact they chose to share. */
export default async function EmployerContractApplicantPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/employer/contract-applicants/${id}`);
  const [applicant, t] = await Promise.all([foundOr404(getPartTimeApplicant({ id: user.id, role: user.role }, id)), getTranslations('jobBoardPartTime.detail')]);
  return (
    <div className="min-w-0">
      <DashboardHeading back={{ href: '/employer/contract-applicants', label: t('back') }} title={applicant.fullName}>
        {applicant.city ?? ''}
      </DashboardHeading>
      <PartTimeDetailView applicant={applicant} />
    </div>
  );
}
