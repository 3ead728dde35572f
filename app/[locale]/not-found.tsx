import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundBody, errorPageBox } from '@/components/layout/error-pages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('publicPages'))('notFoundTitle'), robots: { index: false } };
}

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
