import Link from 'next/link';

const columns = [
  {
    title: 'Study in China',
    links: [
      { href: '/programs', label: 'Find a course' },
      { href: '/universities', label: 'Universities' },
      { href: '/scholarships', label: 'Scholarships' },
      { href: '/howitworks', label: 'How it works' },
    ],
  },
  {
    title: 'Work',
    links: [{ href: '/jobs', label: 'Jobs' }],
  },
  {
    title: 'Help',
    links: [
      { href: '/about', label: 'About us' },
      { href: '/needhelp', label: 'FAQ' },
      { href: '/contact', label: 'Contact us' },
      { href: '/terms', label: 'Terms' },
      { href: '/privacy', label: 'Privacy' },
    ],
  },
];

/**
 * Built once: the footer is the same on every page, and Next renders it more than once per page
 * (the layout, and the root not-found and "not allowed" boundaries that go with every page's RSC
 * payload). React serializes one element object once per payload and refers to it after that, so
 * the copies cost a reference each instead of the whole footer (issue 14).
 */
const footer = (
  <footer className="mt-16 border-t border-slate-200 bg-white">
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-4">
      <div>
        <p className="font-bold">Zhiyuan — Study in China</p>
        <p className="mt-2 text-sm text-slate-600">志愿: one&apos;s chosen application. Clear facts for a big decision.</p>
      </div>
      {columns.map((col) => (
        <div key={col.title}>
          <p className="text-sm font-semibold text-slate-900">{col.title}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {col.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-slate-600 hover:text-ink-700">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
    <div className="border-t border-slate-100 bg-slate-50">
      <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-600">
        Demo data: universities and cities are real, but every fee, deadline, scholarship and job shown here is
        illustrative demo data, not an offer.
      </p>
    </div>
  </footer>
);

export function SiteFooter() {
  return footer;
}
