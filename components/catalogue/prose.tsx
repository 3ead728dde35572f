import type { ReactNode } from 'react';

/** Long-form content pages (how it works, FAQ, terms, privacy): readable measure and rhythm. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-slate-800 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-slate-900 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:ms-5 [&_ol]:list-decimal [&_p]:mt-3 [&_p_a]:underline [&_li_a]:underline [&_ul]:ms-5 [&_ul]:list-disc">
      {children}
    </div>
  );
}
