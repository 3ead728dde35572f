import { pageAlternates } from '@/lib/i18n/alternates';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/catalogue/prose';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicContent.howItWorks');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: await pageAlternates('/howitworks'),
    openGraph: { title: t('metaTitle'), url: '/howitworks' },
  };
}

const steps = ['choose', 'apply', 'upload', 'pay', 'review', 'decision'] as const;

export default async function HowItWorksPage() {
  const t = await getTranslations('publicContent.howItWorks');
  const links = {
    programs: (chunks: React.ReactNode) => <Link href="/programs">{chunks}</Link>,
    register: (chunks: React.ReactNode) => <Link href="/register">{chunks}</Link>,
  };
  const text = {
    choose: t.rich('steps.choose.text', { link: links.programs }),
    apply: t.rich('steps.apply.text', { link: links.register }),
    upload: t('steps.upload.text'),
    pay: t('steps.pay.text'),
    review: t('steps.review.text'),
    decision: t('steps.decision.text'),
  };
  return (
    <Prose>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ol className="!ms-0 mt-8 !list-none space-y-6">
        {steps.map((s, i) => (
          <li key={s} className="flex gap-4">
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-600 font-semibold text-white">
              {i + 1}
            </span>
            <div>
              <h2 className="!mt-1">{t(`steps.${s}.title`)}</h2>
              <p className="!mt-1 text-slate-700">{text[s]}</p>
            </div>
          </li>
        ))}
      </ol>
      <h2>{t('questionsTitle')}</h2>
      <p>
        {t.rich('questions', {
          faq: (chunks) => <Link href="/needhelp">{chunks}</Link>,
          contact: (chunks) => <Link href="/contact">{chunks}</Link>,
        })}
      </p>
    </Prose>
  );
}
