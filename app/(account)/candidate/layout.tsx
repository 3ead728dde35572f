import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { findAreaUser } from '@/lib/auth/guard';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The messages the area's islands use in the browser: the resume builder's (sections, field labels,
 * value labels, the privacy form's consent words) and the CV manager's. */
const islandNamespaces = ['values', 'employerView', 'peopleResume', 'peopleResumeFields', 'peopleCvs'] as const; // the apply and part-time forms add their own

/**
 * The candidate area's frame: the candidate sidebar around every page under /candidate. A user of
 * another role gets no frame here and the 403 page from the page's own guard (every page calls
 * requirePage: a layout alone protects nothing), so the apply page's refusal can say that applying
 * needs a job-seeker account (candidate/jobs/[uuid]/apply/forbidden.tsx); a visitor is sent to
 * login by the page itself, which knows its own address.
 */
export default async function CandidateLayout({ children }: { children: React.ReactNode }) {
  const user = await findAreaUser('/candidate', { otherRole: 'page' });
  const islands = <ClientMessages namespaces={islandNamespaces}>{children}</ClientMessages>;
  if (!user) return islands;
  return <DashboardShell role={user.role}>{islands}</DashboardShell>;
}
