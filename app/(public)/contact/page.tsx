import type { Metadata } from 'next';
import { Mail, MapPin, Clock } from '@/components/ui/icons';
import { ContactFormIsland as ContactForm } from '@/components/content/contact-form-island';
import { Card } from '@/components/ui/card';
import Link from 'next/link';
import { contactFacts } from '@/lib/content/legal';

export const metadata: Metadata = {
  title: 'Contact us',
  description: 'Questions about studying in China, a university, a course or your application? Write to our admissions team.',
};

const facts = [
  { icon: Mail, title: 'Email', body: <a href={`mailto:${contactFacts.email}`}>{contactFacts.email}</a> },
  {
    icon: MapPin,
    title: 'Admissions office',
    // Who runs the service is a site setting shown on /about (one place, so the pages cannot disagree).
    body: <>{contactFacts.admissionsOffice.join(', ')}. <Link href="/about" className="underline">Who runs Zhiyuan</Link>.</>,
  },
  { icon: Clock, title: 'When we answer', body: <>Monday to Friday, 9:00–18:00 (China Standard Time). We usually reply within two working days.</> },
];

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">Contact our admissions team</h1>
        <p className="mt-3 text-slate-700">
          Questions about a university, a course, fees, scholarships or your application? Send us a message and an admissions adviser
          will answer by email. If you already applied, include your application number so we can find it quickly.
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Card id="contact-form" title="Send us a message">
          <ContactForm />
        </Card>
        <aside aria-label="How to reach us" className="space-y-4">
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
