import type { Metadata } from 'next';
import { NotFoundBody, errorPageBox } from '@/components/layout/error-pages';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/**
 * The not-found page inside the public layout, which gives the header and footer (app/not-found.tsx
 * has its own, for addresses outside it). Next renders it with every public page, into the RSC
 * payload: without this file it rendered the root one, header and footer included (issue 14).
 */
export default function PublicNotFound() {
  return (
    <div className={errorPageBox}>
      <NotFoundBody />
    </div>
  );
}
