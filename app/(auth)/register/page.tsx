import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterFormIsland as RegisterForm } from '@/components/auth/register-form-island';
import { listCountryDialOptions } from '@/lib/accounts/register';
import { dashboardFor } from '@/lib/auth/redirects';
import { getSessionUser } from '@/lib/auth/session';

export const metadata: Metadata = {
  title: 'Create an Account',
  description: 'Create a free Zhiyuan account as a student, a job seeker or an employer.',
};

export default async function RegisterPage() {
  await connection();
  const user = await getSessionUser();
  if (user) redirect(dashboardFor(user.role));
  const countries = await listCountryDialOptions();
  return (
    <AuthCard
      title="Create an Account"
      intro="One account per person. After you register we email you a 6-digit code to confirm your address."
      footer={
        <p>
          Already registered? <Link href="/login">Login</Link>
        </p>
      }
    >
      <RegisterForm countries={countries} />
    </AuthCard>
  );
}
