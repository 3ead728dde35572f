import type { Metadata } from 'next';
import { ResourceFormPage } from '@/components/catalogue-admin/resource-pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Edit — Cities' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/cities/${encodeURIComponent(id)}/edit`);
  return <ResourceFormPage resource="city" user={user} id={id} />;
}
