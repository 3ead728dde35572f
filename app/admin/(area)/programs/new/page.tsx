import type { Metadata } from 'next';
import { ReferenceFormPage } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add — Programs' };

export default async function Page() {
  const user = await requirePage('/admin/programs/new');
  return <ReferenceFormPage kind="program" user={user} />;
}
