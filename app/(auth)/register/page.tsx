import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterFormIsland as RegisterForm } from '@/components/auth/register-form-island';
import { listCountryDialOptions } from '@/lib/accounts/register';
import { accountTypeValues, type AccountType } from '@/lib/accounts/register-options';
import { dashboardFor } from '@/lib/auth/redirects';
import { getSessionUser } from '@/lib/auth/session';

export const metadata: Metadata = {
  title: 'Create an Account',
  description: 'Create a free Zhiyuan account as a student, a job seeker or an employer.',
};

/** `?role=candidate` (a job page's "Register as a job seeker") or `?role=employer` preselects the account type. */
function roleFrom(raw: string | string[] | undefined): AccountType | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return (accountTypeValues as readonly string[]).includes(v ?? '') ? (v as AccountType) : undefined;
}

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
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
      <RegisterForm countries={countries} defaultRole={roleFrom((await searchParams).role)} />
    </AuthCard>
  );
}
