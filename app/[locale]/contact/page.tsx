import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Mail, MapPin, Clock } from '@/components/ui/icons';
import { ContactFormIsland as ContactForm } from '@/components/content/contact-form-island';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/i18n/link';
import { contactFacts } from '@/lib/content/legal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicContent.contact');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
  };
}

export default async function ContactPage() {
  const t = await getTranslations('publicContent.contact');
  const facts = [
    { icon: Mail, title: t('emailTitle'), body: <a href={`mailto:${contactFacts.email}`}>{contactFacts.email}</a> },
    {
      icon: MapPin,
      title: t('officeTitle'),
      // Who runs the service is a site setting shown on /about (one place, so the pages cannot disagree).
      body: t.rich('office', {
        office: contactFacts.admissionsOffice.join(', '),
        link: (chunks) => (
          <Link href="/about" className="underline">
            {chunks}
          </Link>
        ),
      }),
    },
    { icon: Clock, title: t('hoursTitle'), body: t('hours') },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-slate-700">{t('intro')}</p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Card id="contact-form" title={t('formTitle')}>
          <ContactForm />
        </Card>
        <aside aria-label={t('reachUs')} className="space-y-4">
          {facts.map(({ icon: Icon, title, body }) => (
            <div key={title} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-600" />
              <div>
                <h2 className="text-sm font-semibold">{title}</h2>
                <p className="mt-1 text-sm text-slate-700">{body}</p>
              </div>
            </div>
          ))}
        </aside>
      </div>
    </div>
  );
}
