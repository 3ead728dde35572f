import type { Metadata } from 'next';
import Link from 'next/link';
import { Prose } from '@/components/catalogue/prose';
import { isUkJurisdiction, legalDemoNotice, officeOnOneLine } from '@/lib/content/legal';
import { readLegalFactsCached } from '@/lib/settings/legal';

export const privacyMetadata: Metadata = {
  title: 'Privacy notice',
  description: 'How Zhiyuan — Study in China collects, uses and protects your personal data, and who is responsible for it.',
  alternates: { canonical: '/privacy' },
};

/** The privacy notice; the controller (entity, jurisdiction, office) comes from the site settings (lib/settings/legal.ts). */
export async function PrivacyView() {
  const legalFacts = await readLegalFactsCached();
  const uk = isUkJurisdiction(legalFacts.jurisdiction);
  return (
    <Prose>
      <h1>Privacy notice</h1>
      <p className="text-sm text-slate-600">Last updated: 1 August 2026</p>
      <p>
        This notice explains how Zhiyuan — Study in China uses your personal data when you browse the site, create an account, apply
        to a course or contact us. We process personal data under{' '}
        {uk ? 'the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018' : `the data protection law of ${legalFacts.jurisdiction}`}.{' '}
        {legalFacts.entity} (registered in {legalFacts.jurisdiction}; registered office: {officeOnOneLine(legalFacts)}) is the controller of the data described here.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>Account data: name, email address, phone number, gender and country.</li>
        <li>Application data: personal details, passport details, addresses, education and work history, family and financial supporter contacts, language levels and your declaration.</li>
        <li>Documents you upload: passport, certificates, transcripts, CV and the other documents a university asks for.</li>
        <li>Messages you send us through the contact form.</li>
        <li>Technical data: sign-in records and the address your requests come from, kept for security.</li>
      </ul>

      <h2>Why we use it, and on what basis</h2>
      <ul>
        <li>To run your account and send your applications to the universities you choose: performing our contract with you.</li>
        <li>To answer your messages and tell you about changes to your application: our contract and our legitimate interests.</li>
        <li>To keep the service secure and prevent fraud, for example by limiting sign-in attempts: our legitimate interests.</li>
        <li>To keep records the law requires, such as payment records: legal obligation.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        The universities you apply to receive your application and documents. Some are in China, outside {uk ? 'the UK' : legalFacts.jurisdiction}; we send your data
        there because you ask us to, to perform our contract with you. Our hosting and email providers process data on our behalf
        under contract. We do not sell your data.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account data while you have an account. When you delete your account, your personal data and uploaded files are
        deleted; applications a university has already decided are kept in anonymised form for our statistics. Payment records are
        kept for six years, as tax law requires.
      </p>

      <h2>Your rights</h2>
      <p>
        You have the right to access your data, to have it corrected or erased, to restrict or object to its use, and to receive it in
        a portable form. You can correct most data yourself in your profile and delete your account from your dashboard. For anything
        else, <Link href="/contact">contact us</Link>; we answer within one month.
      </p>
      <p>
        If you are unhappy with how we use your data, you can complain to{' '}
        {uk ? 'the Information Commissioner’s Office (ICO), ico.org.uk, 0303 123 1113' : `the data protection authority of ${legalFacts.jurisdiction}`}.
      </p>

      <h2>Cookies</h2>
      <p>
        We use one essential cookie to keep you signed in (it lasts one day). We do not use advertising or tracking cookies.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as strong one-way hashes, documents are private to you and our admissions staff, and every change an
        administrator makes is logged.
      </p>
      {legalFacts.demo ? <p className="text-sm text-slate-600">{legalDemoNotice}</p> : null}
    </Prose>
  );
}
