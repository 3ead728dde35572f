'use client';

import { useEffect, useState, useTransition } from 'react';
import { resendCodeAction } from '@/lib/accounts/actions';

const WAIT_SECONDS = 60;

/**
 * "Send a new code": asks for a fresh verification code (or, with `action`, a reset code). A new
 * code can be sent 60 seconds after the last one; the button counts down, and the server says
 * so too if asked early.
 */
export function ResendCodeButton({
  email,
  action = resendCodeAction,
  startWaiting = true,
}: {
  email: () => string;
  action?: (input: { email: string }) => Promise<{ ok: boolean; message?: string }>;
  startWaiting?: boolean;
}) {
  const [seconds, setSeconds] = useState(startWaiting ? WAIT_SECONDS : 0);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (seconds <= 0) return;
    const t = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [seconds]);

  const send = () =>
    startTransition(async () => {
      setNote(null);
      try {
        const result = await action({ email: email() });
        setNote({ ok: result.ok, text: result.message ?? '' });
        if (result.ok) setSeconds(WAIT_SECONDS);
      } catch {
        setNote({ ok: false, text: 'Something went wrong. Please try again.' });
      }
    });

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        onClick={send}
        disabled={pending || seconds > 0}
        className="font-semibold text-ink-700 underline underline-offset-2 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
      >
        {pending ? 'Sending…' : 'Send a new code'}
      </button>
      {seconds > 0 ? <span className="text-slate-600">available in {seconds} s</span> : null}
      <span role="status" aria-live="polite" className={note?.ok === false ? 'text-red-700' : 'text-green-800'}>
        {note?.text}
      </span>
    </div>
  );
}
