import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Application' };

export default async function ApplicationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePage('/application', { callbackPath: pathWithQuery('/application', await searchParams) });
  return <PlaceholderPage path="/application" />;
}
