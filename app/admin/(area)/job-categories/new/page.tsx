import type { Metadata } from 'next';
import { ReferenceFormPage, referenceTitle } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: `Add — ${referenceTitle('jobCategory')}` };

export default async function Page() {
  const user = await requirePage('/admin/job-categories/new');
  return <ReferenceFormPage kind="jobCategory" user={user} />;
}
