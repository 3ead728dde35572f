import type { Metadata } from 'next';
import { ResourceFormPage } from '@/components/catalogue-admin/resource-pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Edit — Countries' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/countries/${encodeURIComponent(id)}/edit`);
  return <ResourceFormPage resource="country" user={user} id={id} />;
}
