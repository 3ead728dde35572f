import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DirectHireDetailView } from '@/components/direct-hire/direct-hire-admin';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { isAppError } from '@/lib/errors';
import { getDirectHire } from '@/lib/jobs/direct-hire';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('directHireRequest.metaTitle') };
}

/** /admin/direct-hire/{id}: one request (by id or uuid) and its status moves. */
export default async function AdminDirectHireRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/direct-hire/${id}`);
  const t = await getTranslations('backOfficePages.directHireRequest');
  const request = await getDirectHire(user, id).catch((err) => {
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  });
  return (
    <div>
      <p className="mb-4 text-sm">
        <Link href="/admin/direct-hire" className="text-ink-700 underline">
          {t('back')}
        </Link>
      </p>
      <DashboardHeading title={request.jobTitle}>{request.orgName ?? ''}</DashboardHeading>
      <DirectHireDetailView request={request} />
    </div>
  );
}
