import Link from 'next/link';

/**
 * The Apply button until applying on the site opens: a native disclosure (no script) that says so
 * and offers to register as a job seeker, so the visitor is ready when it does.
 */
export function ApplyPanel({ jobTitle }: { jobTitle: string }) {
  return (
    <details className="group rounded-lg border border-slate-200 bg-white p-4">
      <summary className="inline-flex h-11 w-full cursor-pointer list-none items-center justify-center rounded-md bg-primary-700 px-4 text-base font-semibold text-white hover:bg-primary-800 [&::-webkit-details-marker]:hidden">
        Apply for this job
      </summary>
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        <p>
          <strong className="text-slate-900">Applying online opens soon.</strong> Create a free job seeker account now and you will be able to apply for “{jobTitle}” and other
          jobs with your CV as soon as it does.
        </p>
        <p className="flex flex-wrap gap-3">
          <Link href="/register?role=candidate" className="inline-flex h-10 items-center rounded-md bg-ink-700 px-4 font-semibold text-white no-underline hover:bg-ink-800">
            Register as a job seeker
          </Link>
          <Link href="/login" className="inline-flex h-10 items-center font-semibold">
            Log in
          </Link>
        </p>
      </div>
    </details>
  );
}
