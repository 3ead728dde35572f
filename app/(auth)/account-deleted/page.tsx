import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { accountAdmin } from '@/lib/messages';

export const metadata: Metadata = { title: 'Account deleted', robots: { index: false, follow: false } };

/**
 * Where "Delete Profile" ends (with or without JavaScript): the account is gone, and the page says
 * so, and what it means. Public: the user is signed out by then.
 */
export default function AccountDeletedPage() {
  return (
    <AuthCard
      title="Your account has been deleted"
      footer={
        <p>
          Changed your mind? <Link href="/register">Create a new account</Link> or go back to the <Link href="/">home page</Link>.
        </p>
      }
    >
      <div role="status" className="space-y-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{accountAdmin.accountDeleted}.</p>
        <p>
          You have been signed out on every device. Your profile, documents and messages were deleted with the account. Applications a university had
          already decided are kept for its records without your name or documents.
        </p>
      </div>
    </AuthCard>
  );
}
