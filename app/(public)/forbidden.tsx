import type { Metadata } from 'next';
import { ForbiddenBody, errorPageBox } from '@/components/layout/error-pages';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false } };

/** The "not allowed" page inside the public layout (see not-found.tsx here, and app/forbidden.tsx). */
export default function PublicForbidden() {
  return (
    <div className={errorPageBox} data-page="forbidden">
      <ForbiddenBody />
    </div>
  );
}
