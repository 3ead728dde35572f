'use client';

import { useTranslations } from 'next-intl';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/**
 * Dialogs for the signed-in areas (Radix: focus moves in and is kept inside, Escape closes, focus
 * returns to the trigger). Dialog holds any content; ConfirmDialog asks before an action that
 * cannot be undone (an alertdialog: Cancel is focused first).
 */
const overlay = 'fixed inset-0 z-50 bg-slate-900/40';
const panel =
  'fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl';

export function Dialog({
  trigger,
  title,
  description,
  children,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useTranslations('shellCommon.dialog');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        {/* Without a description, say so (Radix warns about a missing one otherwise). */}
        <RadixDialog.Content className={panel} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button type="button" className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label={t('close')}>
                <SpriteIcon name="x" className="size-5" />
              </button>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mt-2 text-sm text-slate-600">{description}</RadixDialog.Description> : null}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirm,
  cancel,
  danger,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirm: string;
  /** The cancel button's words (default "Cancel"). */
  cancel?: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations('shellCommon.dialog');
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={panel}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancel ?? t('cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirm}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
