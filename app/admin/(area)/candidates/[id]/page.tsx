import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminCandidateDetailView } from '@/components/candidate-directory/admin-candidates';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { getCandidateForAdmin } from '@/lib/candidates/directory';
import { isAppError } from '@/lib/errors';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('candidate.metaTitle') };
}

/** /admin/candidates/{user id}: the job seeker's account, applications and whole resume. */
export default async function AdminCandidatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/candidates/${id}`);
  const t = await getTranslations('backOfficePages.candidate');
  const candidate = await getCandidateForAdmin(user, id).catch((err) => {
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  });
  return (
    <div>
      <p className="mb-4 text-sm">
        <Link href="/admin/candidates" className="text-ink-700 underline">
          {t('back')}
        </Link>
      </p>
      <DashboardHeading title={candidate.name}>{candidate.email}</DashboardHeading>
      <AdminCandidateDetailView candidate={candidate} />
    </div>
  );
}
