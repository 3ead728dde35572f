import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DirectHireDetailView } from '@/components/direct-hire/direct-hire-admin';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { getDirectHire } from '@/lib/jobs/direct-hire';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('directHireRequest.metaTitle') };
}

/** /admin/direct-hire/{id}: one request (by id or uuid) and its status moves. */
export default async function AdminDirectHireRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/direct-hire/${id}`);
  const t = await getTranslations('backOfficePages.directHireRequest');
  const request = await foundOr404(getDirectHire(user, id));
  return (
    <div>
      <DashboardHeading back={{ href: '/admin/direct-hire', label: t('back') }} title={request.jobTitle}>{request.orgName ?? ''}</DashboardHeading>
      <DirectHireDetailView request={request} />
    </div>
  );
}
