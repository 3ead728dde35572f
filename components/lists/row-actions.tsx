'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useContext, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/forms/action-result';

/** A server action called with the row's input, exactly as its module exports it. */
export type RowCall<D = unknown> = () => Promise<ActionResult<D>>;


export interface RunOptions<D> {
  /** The success toast when the action says nothing (default "Done"). */
  done?: string;
  onOk?: (result: Extract<ActionResult<D>, { ok: true }>) => void;
  /** A refusal the caller shows in place (a field error in its dialog): true when handled (no toast, no refresh). */
  onRefused?: (result: Extract<ActionResult<D>, { ok: false }>) => boolean;
}

/**
 * The one way a list's row calls a server action: call → toast (its message, or `done`) → the
 * page refreshes with the new state. A throw (the network) toasts the generic message and leaves
 * the page as it is. `pending` disables the row's buttons meanwhile.
 */
export function useRowAction() {
  const t = useTranslations('shellCommon.rowActions');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = <D,>(call: RowCall<D>, { done = t('done'), onOk, onRefused }: RunOptions<D> = {}) =>
    startTransition(async () => {
      let result: ActionResult<D>;
      try {
        result = await call();
      } catch {
        toast.error(t('somethingWentWrong'));
        return;
      }
      if (result.ok) {
        toast.success(result.message ?? done);
        onOk?.(result);
      } else {
        if (onRefused?.(result)) return;
        toast.error(result.message);
      }
      router.refresh();
    });
  return { pending, run };
}

type RowActionState = ReturnType<typeof useRowAction>;
const RowActionContext = createContext<RowActionState | null>(null);

/** The row's action state (inside `RowActions`). */
export function useRowActions(): RowActionState {
  const state = useContext(RowActionContext);
  if (!state) throw new Error('useRowActions outside <RowActions>');
  return state;
}

/** A row's actions together: one pending state (every button waits), busy while a call runs. */
export function RowActions({ children, className }: { children: ReactNode; className?: string }) {
  const state = useRowAction();
  return (
    <RowActionContext.Provider value={state}>
      <div className={className ?? 'flex flex-wrap gap-2'} aria-busy={state.pending || undefined}>
        {children}
      </div>
    </RowActionContext.Provider>
  );
}

/**
 * One action button of a row: `label` shows, `name` completes it for screen readers ("Disable"
 * + " Tsinghua University"); with `confirm` a dialog asks first (Cancel has the focus).
 */
export function RowAction<D>({
  call,
  label,
  name,
  icon,
  variant = 'outline',
  size = 'sm',
  className,
  confirm,
  ...options
}: {
  call: RowCall<D>;
  label: string;
  name?: string;
  /** the icon's name in the sprite (components/ui/icons.tsx) */
  icon?: string;
  variant?: 'primary' | 'outline' | 'ghost' | 'danger';
  size?: 'sm' | 'md';
  className?: string;
  confirm?: { title: string; description: string; confirm: string; danger?: boolean };
} & RunOptions<D>) {
  const { pending, run } = useRowActions();
  const go = () => run(call, options);
  const button = (
    <Button size={size} variant={variant} disabled={pending} className={className} onClick={confirm ? undefined : go}>
      {icon ? <SpriteIcon name={icon} className="size-4" /> : null}
      {label}
      {name ? <span className="sr-only">{` ${name}`}</span> : null}
    </Button>
  );
  if (!confirm) return button;
  return <ConfirmDialog trigger={button} title={confirm.title} description={confirm.description} confirm={confirm.confirm} danger={confirm.danger} onConfirm={go} />;
}
