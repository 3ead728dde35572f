import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Fees and payment' };

export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePage('/checkout', { callbackPath: pathWithQuery('/checkout', await searchParams) });
  return <PlaceholderPage path="/checkout" />;
}
