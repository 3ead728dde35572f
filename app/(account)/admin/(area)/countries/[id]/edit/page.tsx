import type { Metadata } from 'next';
import { ReferenceFormPage, referenceTitles } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await referenceTitles('country')).edit };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/countries/${encodeURIComponent(id)}/edit`);
  return <ReferenceFormPage kind="country" user={user} id={id} />;
}
