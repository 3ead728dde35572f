import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Messages' };

export default async function AdminMessagesPage() {
  await requirePage('/admin/messages');
  return <PlaceholderPage path="/admin/messages" />;
}
