import type { Metadata } from 'next';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { PartTimeForm } from '@/components/part-time/part-time-form';
import { Button } from '@/components/ui/button';
import { StatusBanner } from '@/components/ui/success-banner';
import { requirePage } from '@/lib/auth/guard';
import { findOwnPartTime } from '@/lib/jobs/part-time';
import { withdrawPartTimeAction } from '@/lib/jobs/actions';
import { formatHourlyRate, partTimeMessages } from '@/lib/jobs/part-time-schemas';

export const metadata: Metadata = { title: 'Part-time work' };

/** /candidate/part-time: the candidate's part-time application (send, update, withdraw). */
export default async function CandidatePartTimePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/candidate/part-time');
  const own = await findOwnPartTime({ id: user.id, role: user.role });
  const defaults = {
    full_name: own?.fullName ?? user.name ?? '',
    city: own?.city ?? '',
    skill: own?.skills ?? [],
    rate: own?.rateMinor == null ? '' : String(own.rateMinor / 100),
    availability: own?.availability ?? '',
  };
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title="Part-time work">Offer yourself for part-time and contract work: employers looking for help find you by skill and city.</DashboardHeading>
      <StatusBanner message={params.withdrawn ? partTimeMessages.withdrawn : null} clearParams={['withdrawn']} />
      <p className="max-w-3xl rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" id="part-time-visibility">
        <strong>Who sees this:</strong> {partTimeMessages.visibility}
      </p>
      {own ? (
        <section aria-labelledby="pt-current" className="max-w-3xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="pt-current" className="text-base font-semibold text-slate-900">
            Your application is listed
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {own.fullName}, {own.city ?? '—'} · {formatHourlyRate(own.rateMinor) ?? 'no rate'} · sent {own.createdAt.toISOString().slice(0, 10)}
            {own.updatedAt.getTime() !== own.createdAt.getTime() ? `, last updated ${own.updatedAt.toISOString().slice(0, 10)}` : ''}
          </p>
          <form action={withdrawPartTimeAction} className="mt-3">
            <Button type="submit" variant="outline">
              Withdraw my application
            </Button>
          </form>
        </section>
      ) : null}
      <PartTimeForm defaults={defaults} exists={Boolean(own)} />
    </div>
  );
}
