import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Candidates' };

export default async function CandidatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePage('/candidates', { callbackPath: pathWithQuery('/candidates', await searchParams) });
  return <PlaceholderPage path="/candidates" />;
}
