import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/accounts/change-password-form';
import { LanguageForm } from '@/components/accounts/language-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { localeOf } from '@/lib/accounts/language';

/**
 * The shared account screen of every role's area ("Change password"): the password, and the
 * account's language. Each page calls its own guard first and hands the signed-in account's id.
 */
export async function ChangePasswordScreen({ userId }: { userId: number }) {
  const [t, tl, locale] = await Promise.all([getTranslations('peopleAccounts.changePassword'), getTranslations('peopleLanguage'), localeOf(userId)]);
  return (
    <>
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <ClientMessages namespaces={['peopleChangePassword', 'peopleLanguage']}>
        <ChangePasswordForm />
        <section aria-labelledby="account-language" className="mt-10 space-y-3 border-t border-slate-200 pt-6">
          <h2 id="account-language" className="text-lg font-semibold text-slate-900">
            {tl('title')}
          </h2>
          <p className="max-w-prose text-sm text-slate-600">{tl('lead')}</p>
          <LanguageForm current={locale} />
        </section>
      </ClientMessages>
    </>
  );
}
