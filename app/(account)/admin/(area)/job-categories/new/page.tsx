import type { Metadata } from 'next';
import { ReferenceFormPage, referenceTitles } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await referenceTitles('jobCategory')).add };
}

export default async function Page() {
  const user = await requirePage('/admin/job-categories/new');
  return <ReferenceFormPage kind="jobCategory" user={user} />;
}
