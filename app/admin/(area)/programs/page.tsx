import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Programs' };

export default async function AdminProgramsPage() {
  await requirePage('/admin/programs');
  return <PlaceholderPage path="/admin/programs" />;
}
