'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/forms/action-result';

/** Something that goes with the record when it is deleted: its words with its number ("3 courses"), and the number. */
export type Dependent = { label: string; count: number };

const overlay = 'fixed inset-0 z-50 bg-slate-900/40';
const panel =
  'fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl';

/**
 * Deleting a catalogue record: the confirmation lists what goes with it. A record with
 * applications cannot be deleted (the server refuses with `conflict` as well, whatever this
 * dialog was told); then, and also before any deletion of an enabled record, disabling is offered
 * first, since it takes the record off the public pages and keeps everything. Cancel has the
 * focus first (an alertdialog); Escape closes; focus returns to the trigger.
 */
export function DeleteDialog({
  noun,
  name,
  dependents = [],
  applications = 0,
  enabled,
  onDelete,
  onDisable,
  trigger,
}: {
  /** What the record is: "city", "scholarship offer". */
  noun: string;
  /** Its name as the admin knows it. */
  name: string;
  dependents?: readonly Dependent[];
  /** Applications that depend on it; more than none refuses the deletion. */
  applications?: number;
  /** Whether it is enabled now (disable is offered only then). */
  enabled: boolean;
  onDelete: () => Promise<ActionResult<unknown>>;
  onDisable?: () => Promise<ActionResult<unknown>>;
  /** The button that opens the dialog (default: a small "Delete" button naming the record). */
  trigger?: ReactNode;
}) {
  const t = useTranslations('shellCommon');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const blocked = applications > 0 || refused;
  const listed = dependents.filter((d) => d.count > 0);

  const run = (action: () => Promise<ActionResult<unknown>>) =>
    startTransition(async () => {
      setError(null);
      let result: ActionResult<unknown>;
      try {
        result = await action();
      } catch {
        setError(t('rowActions.somethingWentWrong'));
        return;
      }
      if (result.ok) {
        setOpen(false);
        toast.success(result.message ?? t('rowActions.done'));
        router.refresh();
        return;
      }
      if (result.code === 'conflict') setRefused(true);
      setError(result.message);
    });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setError(null);
      setRefused(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        {trigger ?? (
          <Button size="sm" variant="outline">
            <SpriteIcon name="trash-2" className="size-4" />
            {t('deleteDialog.delete')}
            <span className="sr-only">{` ${name}`}</span>
          </Button>
        )}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={panel} aria-busy={pending || undefined}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {blocked ? t('deleteDialog.blockedTitle', { noun }) : t('deleteDialog.confirmTitle', { noun })}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-3 text-sm text-slate-700">
              {blocked ? (
                <p>
                  {t.rich('deleteDialog.blocked', { name, applications, strong: (chunks) => <strong>{chunks}</strong> })}
                  {enabled && onDisable ? ` ${t('deleteDialog.disableItInstead')}` : ''}
                </p>
              ) : (
                <>
                  <p>
                    {t.rich('deleteDialog.willBeDeleted', { name, strong: (chunks) => <strong>{chunks}</strong> })}
                    {enabled && onDisable ? ` ${t('deleteDialog.disablingKeeps')}` : ''}
                  </p>
                  {listed.length ? (
                    <div>
                      <p className="font-medium text-slate-900">{t('deleteDialog.goesWith')}</p>
                      <ul className="mt-1 list-disc ps-5">
                        {listed.map((d) => (
                          <li key={d.label}>{d.label}</li>
                        ))}
                      </ul>
                    </div>
                  ) : (
                    <p>{t('deleteDialog.nothingElse')}</p>
                  )}
                </>
              )}
            </div>
          </AlertDialog.Description>
          <div role="alert" className="mt-3">
            {error ? <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{error}</p> : null}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {t('dialog.cancel')}
              </Button>
            </AlertDialog.Cancel>
            {enabled && onDisable ? (
              <Button variant={blocked ? 'primary' : 'outline'} disabled={pending} onClick={() => run(onDisable)}>
                <SpriteIcon name="ban" className="size-4" />
                {t('deleteDialog.disableInstead')}
              </Button>
            ) : null}
            {blocked ? null : (
              <Button variant="danger" disabled={pending} onClick={() => run(onDelete)}>
                <SpriteIcon name="trash-2" className="size-4" />
                {t('deleteDialog.deleteNoun', { noun })}
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
