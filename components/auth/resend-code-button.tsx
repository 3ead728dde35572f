'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/forms/use-action-form';

const WAIT_SECONDS = 60;

/**
 * "Send a new code": a submit button of the surrounding server-action form (`intent=resend`,
 * `formNoValidate`, so the code box may be empty), so it works without JavaScript too. A new
 * code can be sent 60 seconds after the last one: with JavaScript the button counts down from
 * each `sentAt` (the moment the page last sent a code). It comes after the form's own submit
 * button: Enter in the code box submits the first one, and a disabled first one would do nothing.
 */
export function ResendCodeButton({ sentAt, pending, note }: { sentAt: number | null; pending: boolean; note?: { ok: boolean; text: string } | null }) {
  const t = useTranslations('shellAuth.resend');
  const hydrated = useHydrated();
  const [seconds, setSeconds] = useState(WAIT_SECONDS);
  const [countedFrom, setCountedFrom] = useState(sentAt);
  // A new code was sent: count the wait again (derived during render, as React recommends).
  if (sentAt !== countedFrom) {
    setCountedFrom(sentAt);
    setSeconds(WAIT_SECONDS);
  }
  useEffect(() => {
    if (seconds <= 0) return;
    const t = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [seconds]);

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="submit"
        name="intent"
        value="resend"
        formNoValidate
        // Without JavaScript there is no countdown: the server answers the same, and sends nothing early.
        disabled={pending || (hydrated && seconds > 0)}
        className="font-semibold text-ink-700 underline underline-offset-2 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
      >
        {pending ? t('sending') : t('send')}
      </button>
      {hydrated && seconds > 0 ? <span className="text-slate-600">{t('availableIn', { seconds })}</span> : null}
      <span role="status" aria-live="polite" className={note?.ok === false ? 'text-red-700' : 'text-green-800'}>
        {note?.text}
      </span>
    </div>
  );
}
