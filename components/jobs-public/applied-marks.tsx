'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from '@/components/i18n/link';
import { hasSignedInHint } from '@/lib/auth/signed-in-hint';
import type { ApplicationStage } from '@/lib/jobs/application-stages';

/**
 * "Applied" on the cached public job pages (the list and a job's page, the same HTML for everyone):
 * a client island. Only a browser with the signed-in hint asks, once per page load, for the
 * applied jobs and their stages (GET /candidate/applied-jobs/stages, the declared use case
 * `jobs.listOwnJobStages`, which answers a job seeker's own applications and refuses every other
 * role). A visitor's browser asks nothing. The words come from the server (`texts`), so the page
 * hands it no messages.
 */
export type AppliedTexts = {
  /** "Applied · Shortlisted" per stage: a job card's mark */
  badge: Partial<Record<ApplicationStage, string>>;
  /** "You applied for this job. Stage: Shortlisted." per stage: a job page's notice */
  notice: Partial<Record<ApplicationStage, string>>;
  /** the link to the candidate's applications */
  see: string;
};

type Known = { candidate: boolean; stages: Record<string, ApplicationStage> };

const nobody: Known = { candidate: false, stages: {} };
let asked: Promise<Known> | undefined;

function fetchApplied(): Promise<Known> {
  if (!hasSignedInHint(document.cookie)) return Promise.resolve(nobody);
  // Another role's session is refused (403): nothing to mark, and no job seeker to spare the invitation.
  asked ??= fetch('/candidate/applied-jobs/stages', { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
    .then(async (res): Promise<Known> => {
      if (!res.ok) return nobody;
      const body = (await res.json()) as { jobs: { job: string; stage: ApplicationStage }[] };
      return { candidate: true, stages: Object.fromEntries(body.jobs.map((j) => [j.job, j.stage])) };
    })
    .catch(() => nobody);
  return asked;
}

const Applied = createContext<{ known: Known; texts: AppliedTexts } | null>(null);

/** Around a page's part that marks applied jobs: asks once, after the page has loaded. */
export function AppliedMarks({ texts, children }: { texts: AppliedTexts; children: ReactNode }) {
  const [known, setKnown] = useState<Known>(nobody);
  useEffect(() => {
    let live = true;
    void fetchApplied().then((k) => {
      if (live) setKnown(k);
    });
    return () => {
      live = false;
    };
  }, []);
  return <Applied.Provider value={{ known, texts }}>{children}</Applied.Provider>;
}

/** A job card's mark, when the signed-in job seeker has applied to it. */
export function AppliedBadge({ uuid }: { uuid: string }) {
  const c = useContext(Applied);
  const stage = c?.known.stages[uuid];
  if (!c || !stage) return null;
  return <span className="badge badge-info">{c.texts.badge[stage]}</span>;
}

/** A job page's Apply: the notice with the stage instead, once the job seeker has applied. */
export function ApplyUnlessApplied({ uuid, children }: { uuid: string; children: ReactNode }) {
  const c = useContext(Applied);
  const stage = c?.known.stages[uuid];
  if (!c || !stage) return children;
  return (
    <div role="status" className="space-y-2 rounded-md bg-ink-50 p-3 text-ink-900 ring-1 ring-ink-100">
      <p className="font-semibold">{c.texts.notice[stage]}</p>
      <Link href="/candidate/applied-jobs" className="inline-flex min-h-6 items-center font-semibold underline">
        {c.texts.see}
      </Link>
    </div>
  );
}

/** An invitation to register as a job seeker, which a signed-in job seeker does not need. */
export function NotForJobSeekers({ children }: { children: ReactNode }) {
  const c = useContext(Applied);
  return c?.known.candidate ? null : children;
}
