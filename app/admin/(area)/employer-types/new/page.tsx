import type { Metadata } from 'next';
import { ReferenceFormPage, referenceTitle } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: `Add — ${referenceTitle('employerType')}` };

export default async function Page() {
  const user = await requirePage('/admin/employer-types/new');
  return <ReferenceFormPage kind="employerType" user={user} />;
}
