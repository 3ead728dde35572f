import type { Metadata } from 'next';
import { ReferenceFormPage } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add — Cities' };

export default async function Page() {
  const user = await requirePage('/admin/cities/new');
  return <ReferenceFormPage kind="city" user={user} />;
}
