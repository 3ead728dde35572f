import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Payments' };

export default async function AdminPaymentsPage() {
  await requirePage('/admin/payments');
  return <PlaceholderPage path="/admin/payments" />;
}
