import type { Metadata } from 'next';
import Link from 'next/link';
import { Prose } from '@/components/catalogue/prose';
import { contactFacts, legalDemoNotice } from '@/lib/content/legal';
import { readLegalFactsCached } from '@/lib/settings/legal';

export const aboutMetadata: Metadata = {
  title: 'About us',
  description: 'Who runs Zhiyuan — Study in China, how the service earns its money, and how to reach a person.',
  alternates: { canonical: '/about' },
  openGraph: { title: 'About Zhiyuan', url: '/about' },
};

/** Who runs the service, how it earns money, how to reach a person (the legal facts: site settings, lib/settings/legal.ts). */
export async function AboutView() {
  const legalFacts = await readLegalFactsCached();
  return (
    <Prose>
      <h1>About Zhiyuan</h1>
      <p>
        Zhiyuan — Study in China helps international students find a Chinese university and course and apply to it online. It is run by{' '}
        <strong>{legalFacts.entity}</strong>, a company registered in {legalFacts.jurisdiction}, with an admissions office in Beijing.
      </p>

      <h2>How we earn our money</h2>
      <p>
        Searching, comparing courses and reading scholarships is free. When you submit an application you pay an application fee and a
        service fee, shown on your application before you pay; they pay for our advisers checking your file and sending it to the
        university. Universities do not pay us to list them, and the order of the lists is never for sale. Badges such as “Editor’s
        picks” are our editors’ choices, not rankings.
      </p>

      <h2>Where the information comes from</h2>
      <p>
        Fees, deadlines and scholarships come from the universities’ own announcements; the figures on the home page are counted from
        this site’s own data. Universities can change their terms: always check the course page before you pay.
      </p>

      <h2>Talk to a person</h2>
      <p>
        Write to an adviser through the <Link href="/contact">contact form</Link> or by email at{' '}
        <a href={`mailto:${contactFacts.email}`}>{contactFacts.email}</a>. We answer Monday to Friday, 9:00–18:00 China Standard Time,
        usually within two working days.
      </p>

      <h2>Registered office</h2>
      <address className="not-italic">
        {legalFacts.registeredOffice.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      {legalFacts.demo ? <p className="text-sm text-slate-600">{legalDemoNotice}</p> : null}
      <p>
        See also our <Link href="/terms">terms of use</Link> and <Link href="/privacy">privacy notice</Link>.
      </p>
    </Prose>
  );
}
