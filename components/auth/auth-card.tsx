import type { ReactNode } from 'react';

/** The card every auth page sits in: a heading, an optional line under it, the form, a footer. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section aria-labelledby="auth-title" className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 id="auth-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      {/* Links inside text are underlined, not told apart by colour alone (axe link-in-text-block). */}
      {intro ? <div className="mt-2 text-sm text-slate-700 [&_a]:underline">{intro}</div> : null}
      <div className="mt-6">{children}</div>
      {footer ? <div className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-700 [&_a]:underline">{footer}</div> : null}
    </section>
  );
}

/** A notice above a form (after verifying, after a reset). */
export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-5 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
      {children}
    </p>
  );
}
