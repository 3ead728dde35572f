import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AboutView, aboutMetadata } from '../../../_views/about';
import { PrivacyView, privacyMetadata } from '../../../_views/privacy';
import { TermsView, termsMetadata } from '../../../_views/terms';

// `/about`, `/terms` and `/privacy` (rewritten here by the proxy, lib/catalogue/public-paths.ts):
// generated on first request (they read the legal facts of the site settings, never at build
// time), then served from the full-route cache until an admin changes those facts.
export const revalidate = 3600;
export function generateStaticParams(): { page: string }[] {
  return [];
}

const pages = {
  about: { View: AboutView, metadata: aboutMetadata },
  terms: { View: TermsView, metadata: termsMetadata },
  privacy: { View: PrivacyView, metadata: privacyMetadata },
} as const;

type Params = { params: Promise<{ page: string }> };
const pageOf = (name: string) => (Object.hasOwn(pages, name) ? pages[name as keyof typeof pages] : null);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = pageOf((await params).page);
  return page ? page.metadata() : {};
}

export default async function LegalPage({ params }: Params) {
  const page = pageOf((await params).page);
  if (!page) notFound();
  return <page.View />;
}
