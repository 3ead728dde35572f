import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Courses' };

export default async function AdminCoursesPage() {
  await requirePage('/admin/courses');
  return <PlaceholderPage path="/admin/courses" />;
}
