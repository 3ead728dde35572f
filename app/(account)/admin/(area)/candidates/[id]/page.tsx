import type { Metadata } from 'next';
import { Ltr } from '@/components/ui/ltr';
import { getTranslations } from 'next-intl/server';
import { AdminCandidateDetailView } from '@/components/candidate-directory/admin-candidates';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { getCandidateForAdmin } from '@/lib/candidates/directory';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('candidate.metaTitle') };
}

/** /admin/candidates/{user id}: the job seeker's account, applications and whole resume. */
export default async function AdminCandidatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/candidates/${id}`);
  const t = await getTranslations('backOfficePages.candidate');
  const candidate = await foundOr404(getCandidateForAdmin(user, id));
  return (
    <div>
      <DashboardHeading back={{ href: '/admin/candidates', label: t('back') }} title={candidate.name}><Ltr>{candidate.email}</Ltr></DashboardHeading>
      <AdminCandidateDetailView candidate={candidate} />
    </div>
  );
}
