/**
 * `next/root-params` outside Next (vitest): Next's compiler replaces the module in a build. Code
 * under test runs outside any page, so there is no `[locale]` root param (lib/i18n/locale.ts then
 * reads the request's header or the account, as in a server action).
 */
export async function locale(): Promise<string | undefined> {
  return undefined;
}
