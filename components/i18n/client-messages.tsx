import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { baseClientNamespaces, sharedValidationGroups } from '@/lib/i18n/config';
import { routeLocale } from '@/lib/i18n/locale';
import { MergeMessages } from './merge-messages';

type Messages = Awaited<ReturnType<typeof getMessages>>;
type Namespace = keyof Messages;
type ValidationGroup = keyof Messages['validation'] & string;
/** A namespace, or one group of validation's messages (`validation.jobs`). */
export type MessagePick = Namespace | `validation.${ValidationGroup}`;

/**
 * Hands client components the messages they use, and only those (lib/i18n/config.ts,
 * baseClientNamespaces). Without `namespaces` (a root layout) it provides the base: the shared
 * namespaces and validation's shared words, or the whole of `validation` with `allValidation` (the
 * signed-in areas, whose forms say everything). With them (a layout, a page, a server wrapper of
 * an island) it adds those namespaces or validation groups to what is provided above, for the
 * islands below it; a validation group asked for in a signed-in area is already there.
 *
 *   <ClientMessages namespaces={['jobBoardJobForm', 'validation.jobs']}>{children}</ClientMessages>
 */
export async function ClientMessages({ namespaces, allValidation = false, children }: { namespaces?: readonly MessagePick[]; allValidation?: boolean; children: React.ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  if (namespaces) {
    const publicTree = (await routeLocale()) !== null;
    const added = namespaces.filter((ns) => !(baseClientNamespaces as readonly string[]).includes(ns) && (publicTree || !ns.startsWith('validation')));
    return <MergeMessages messages={pickMessages(all, added)}>{children}</MergeMessages>;
  }
  const validation: readonly MessagePick[] = allValidation ? ['validation'] : sharedValidation(all);
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(all, [...baseClientNamespaces, ...validation])} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}

/** Validation's own messages (no group) and its shared groups. */
function sharedValidation(all: Messages): MessagePick[] {
  const own = Object.keys(all.validation).filter((key) => !isGroup((all.validation as Record<string, unknown>)[key]));
  return [...own, ...sharedValidationGroups].map((key) => `validation.${key}` as MessagePick);
}

/** A group of messages (a compiled message is a string or an array). */
const isGroup = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The picked namespaces and validation entries, as one messages object. */
export function pickMessages(all: Messages, picks: readonly MessagePick[]): AbstractIntlMessages {
  const out: Record<string, unknown> = {};
  for (const pick of picks) {
    const dot = pick.indexOf('.');
    if (dot < 0) {
      out[pick] = all[pick as Namespace];
      continue;
    }
    const ns = pick.slice(0, dot) as Namespace;
    const key = pick.slice(dot + 1);
    const group = (out[ns] ??= {}) as Record<string, unknown>;
    group[key] = (all[ns] as Record<string, unknown>)[key];
  }
  return out as AbstractIntlMessages;
}
