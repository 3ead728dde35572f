/**
 * The site's languages. English is the default and the only catalogue so far; the languages issue
 * adds the others (one folder of JSON files each under lib/i18n/messages/) and the URL prefixes.
 * Client-safe: no imports.
 */
export const locales = ['en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * The namespaces every page hands to its client components (NextIntlClientProvider in the root
 * layout): what a zod schema can say in the browser, and the few words shared by every island
 * (`shellCommon`: paging, dialogs, the file drop, row actions, the error page).
 * A client component that needs more names its namespaces on a `<ClientMessages>` above it
 * (components/i18n/client-messages.tsx), so a page carries only the messages its islands use.
 */
export const baseClientNamespaces = ['validation', 'common', 'shellCommon'] as const;
