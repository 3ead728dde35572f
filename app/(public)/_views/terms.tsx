import type { Metadata } from 'next';
import Link from 'next/link';
import { Prose } from '@/components/catalogue/prose';
import { legalDemoNotice, officeOnOneLine } from '@/lib/content/legal';
import { readLegalFactsCached } from '@/lib/settings/legal';

export const termsMetadata: Metadata = {
  title: 'Terms of use',
  description: 'The terms of using Zhiyuan — Study in China and its admissions service, and who runs it.',
  alternates: { canonical: '/terms' },
};

/** The terms of use; who runs the service and whose law governs them come from the site settings (lib/settings/legal.ts). */
export async function TermsView() {
  const legalFacts = await readLegalFactsCached();
  return (
    <Prose>
      <h1>Terms of use</h1>
      <p className="text-sm text-slate-600">Last updated: 1 August 2026</p>
      <p>
        These terms apply when you use Zhiyuan — Study in China (“Zhiyuan”, “we”, “us”), run by {legalFacts.entity}, registered in{' '}
        {legalFacts.jurisdiction} (registered office: {officeOnOneLine(legalFacts)}), its website and its admissions service. By
        creating an account or applying to a course you accept them. Please read them with our <Link href="/privacy">privacy notice</Link>.
      </p>

      <h2>1. What we do</h2>
      <p>
        Zhiyuan lists universities and courses in China and helps students prepare and send their applications. We check that an
        application is complete and forward it to the university. Admission decisions are made by the universities alone; we do not
        guarantee admission, a scholarship or a visa.
      </p>

      <h2>2. Information on the site</h2>
      <p>
        We take care that course details, fees, intakes and deadlines are accurate, but universities can change them. The fees and
        dates shown in this demonstration are illustrative. Always confirm the figures in your admission letter.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>You must give true, complete information and keep your password secret.</li>
        <li>One account per person. You are responsible for what is done with your account.</li>
        <li>You may delete your account at any time from your profile.</li>
      </ul>

      <h2>4. Your application and documents</h2>
      <p>
        You confirm that the documents you upload are genuine and that the information in your application is true. Submitting false
        documents ends our service and may be reported to the university.
      </p>

      <h2>5. Fees and refunds</h2>
      <p>
        The application fee and the service fee are shown before you pay. The application fee covers checking and sending your file
        and is not refundable once your file has been sent to a university. The service fee is refunded if no university you applied
        to through us admits you. Tuition and accommodation are paid to the university, under its own rules.
      </p>

      <h2>6. Acceptable use</h2>
      <p>Do not misuse the site: no automated scraping, no attempts to reach other users’ data, no unlawful or misleading content.</p>

      <h2>7. Liability</h2>
      <p>
        Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury caused by
        negligence, or for fraud. Otherwise our total liability to you is limited to the fees you paid us. As a consumer you keep
        your statutory rights.
      </p>

      <h2>8. Changes</h2>
      <p>We may update these terms; the date above shows the latest version. Material changes are announced by email.</p>

      <h2>9. Law and courts</h2>
      <p>
        These terms are governed by the law of {legalFacts.jurisdiction}. The courts of {legalFacts.jurisdiction} have jurisdiction, but if you live
        in Scotland or Northern Ireland you may also bring proceedings there.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <Link href="/contact">contact us</Link>. Who we are: <Link href="/about">about Zhiyuan</Link>.
      </p>
      {legalFacts.demo ? <p className="text-sm text-slate-600">{legalDemoNotice}</p> : null}
    </Prose>
  );
}
