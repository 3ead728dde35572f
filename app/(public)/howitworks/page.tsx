import type { Metadata } from 'next';
import Link from 'next/link';
import { Prose } from '@/components/catalogue/prose';

export const metadata: Metadata = {
  title: 'How it works',
  description: 'How applying to a Chinese university through Zhiyuan works: choose a course, apply online, pay the fees, get your admission letter and visa form.',
  alternates: { canonical: '/howitworks' },
  openGraph: { title: 'How it works', url: '/howitworks' },
};

const steps = [
  {
    title: 'Choose a course',
    text: (
      <>
        Use the <Link href="/programs">course finder</Link> to compare courses by degree, teaching language, major, city, intake and
        tuition. Each course page shows the fees, the deadline and the scholarships you can ask for.
      </>
    ),
  },
  {
    title: 'Create your account and apply',
    text: (
      <>
        <Link href="/register">Register</Link> as a student and press Apply on the course. The application has four steps: your
        contact and personal details, your family and financial supporter, the declaration, and your documents. Each step is saved,
        so you can stop and come back.
      </>
    ),
  },
  {
    title: 'Upload your documents',
    text: 'Passport, highest diploma and transcripts, language certificate (IELTS, TOEFL or HSK), non-criminal record, bank statement, CV and, where asked, award and parent certificates. PDF, JPEG or PNG up to 10 MB each.',
  },
  {
    title: 'Pay the application and service fees',
    text: 'The fees page of your application shows the amounts and how to pay (bank transfer, cheque, cash or online wallet). Record your payment reference; we confirm it when the money arrives.',
  },
  {
    title: 'We review and send your file to the university',
    text: 'An adviser checks that your file is complete. If something is missing we ask for it, and you can upload it and resubmit. Complete files go to the university’s international office.',
  },
  {
    title: 'Get the decision, then your visa',
    text: 'You follow every change of status on your dashboard and by email. Admitted students receive the admission letter and the JW201/JW202 visa form, and apply for an X1 or X2 student visa at the Chinese embassy.',
  },
];

export default function HowItWorksPage() {
  return (
    <Prose>
      <h1>How it works</h1>
      <p>From choosing a course to arriving on campus: what happens at each step, and what you need to do.</p>
      <ol className="!ml-0 mt-8 !list-none space-y-6">
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-4">
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-600 font-semibold text-white">
              {i + 1}
            </span>
            <div>
              <h2 className="!mt-1">{s.title}</h2>
              <p className="!mt-1 text-slate-700">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <h2>Questions?</h2>
      <p>
        Read the <Link href="/needhelp">frequently asked questions</Link> or <Link href="/contact">write to an adviser</Link>.
      </p>
    </Prose>
  );
}
