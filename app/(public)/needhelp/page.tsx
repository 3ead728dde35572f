import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLd } from '@/components/catalogue/json-ld';
import { Prose } from '@/components/catalogue/prose';

export const metadata: Metadata = {
  title: 'Frequently asked questions',
  description: 'Answers about applying to Chinese universities: requirements, language, fees, scholarships, documents, visas and your application status.',
  alternates: { canonical: '/needhelp' },
  openGraph: { title: 'Frequently asked questions', url: '/needhelp' },
};

const faqs: { q: string; a: string }[] = [
  { q: 'Who can apply?', a: 'Anyone who is not a Chinese citizen, is in good health and meets the course’s academic requirements: a secondary-school diploma for a bachelor, a bachelor degree for a masters and a masters degree for a PhD. Some universities set age limits, shown on their pages.' },
  { q: 'Do I need to speak Chinese?', a: 'No. Many courses are taught in English; you need IELTS or TOEFL (or proof that your previous studies were in English). Chinese-taught courses usually ask for HSK 4 or above, and a Chinese language year can prepare you.' },
  { q: 'How much does it cost?', a: 'Tuition depends on the university and the degree and is shown on each course in Chinese yuan per year, with accommodation and other yearly fees. Applying through Zhiyuan has an application fee and a service fee, shown on the fees page of your application before you pay.' },
  { q: 'Can I get a scholarship?', a: 'Government, provincial and university scholarships cover part or all of the tuition and sometimes accommodation. See the scholarships page for the offers open now; say in your application which one you want to be considered for.' },
  { q: 'Which documents do I need?', a: 'Passport, highest diploma and transcripts, a language certificate, a non-criminal record, a bank statement, a CV and, where asked, award and parent certificates. Scans in PDF, JPEG or PNG, up to 10 MB each.' },
  { q: 'When are the deadlines?', a: 'Most courses start in September, and applications close between March and June; some start in March. Each course shows its own intake and deadline.' },
  { q: 'How do I know what is happening with my application?', a: 'Your dashboard shows the status of each application (submitted, under review, documents requested, accepted or rejected) with a timeline, and we email you at every change.' },
  { q: 'Can I change or withdraw my application?', a: 'You can edit a draft at any time and withdraw an application until the university has decided.' },
  { q: 'How do I get a student visa?', a: 'When you are admitted, the university sends the admission letter and the JW201 or JW202 form. Take them to the Chinese embassy or consulate to apply for an X1 visa (study longer than 180 days) or X2 visa.' },
];

export default function NeedHelpPage() {
  return (
    <Prose>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
        }}
      />
      <h1>Frequently asked questions</h1>
      <p>About studying in China and applying through Zhiyuan.</p>
      <div className="mt-8 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {faqs.map((f) => (
          <details key={f.q} className="group px-4 py-3">
            <summary className="cursor-pointer font-semibold text-slate-900">{f.q}</summary>
            <p className="!mt-2 text-slate-700">{f.a}</p>
          </details>
        ))}
      </div>
      <h2>Still need help?</h2>
      <p>
        <Link href="/contact">Contact our admissions team</Link>; we usually answer within two working days.
      </p>
    </Prose>
  );
}
