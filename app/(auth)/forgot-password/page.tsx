import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot password', description: 'Choose a new password for your Zhiyuan account.' };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password"
      footer={
        <p>
          Remembered it? <Link href="/login">Back to login</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
