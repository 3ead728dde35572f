import type { Metadata } from 'next';
import { ReferenceFormPage } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Edit — Categories' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/categories/${encodeURIComponent(id)}/edit`);
  return <ReferenceFormPage kind="category" user={user} id={id} />;
}
