import type { Metadata } from 'next';
import { ReferenceFormPage } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add — Scholarship offers' };

export default async function Page() {
  const user = await requirePage('/admin/scholarships/new');
  return <ReferenceFormPage kind="offer" user={user} />;
}
