import type { Metadata } from 'next';
import { ReferenceFormPage } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add — Countries' };

export default async function Page() {
  const user = await requirePage('/admin/countries/new');
  return <ReferenceFormPage kind="country" user={user} />;
}
