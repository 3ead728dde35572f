import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenBody, errorPageBox } from '@/components/layout/error-pages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('publicPages'))('forbiddenTitle'), robots: { index: false } };
}

/** The "not allowed" page inside the public layout (see not-found.tsx here, and app/forbidden.tsx). */
export default function PublicForbidden() {
  return (
    <div className={errorPageBox} data-page="forbidden">
      <ForbiddenBody />
    </div>
  );
}
