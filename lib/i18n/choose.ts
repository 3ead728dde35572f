import { errors } from '@/lib/messages';
import { renderMessage } from './catalogue';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './config';
import { localizedPath, publicAddress } from './paths';

/**
 * The language switcher's answer (`/language/<locale>`, issue 29): the chosen language is
 * remembered in a cookie (the proxy sends an address without a language to it from then on), and
 * the visitor goes back to the page they chose it on, in that language. The page is the request's
 * `Referer` (sent by the browser for a link on our own site), so the switcher is the same plain
 * links on every page and works without JavaScript; without a usable one, the language's home.
 */
export function chooseLanguage(request: Request, chosen: string): Response {
  if (!isLocale(chosen)) {
    return new Response(renderMessage(errors.notFound), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  const back = sameSitePage(request);
  const address = back ? publicAddress(back.pathname) : null;
  const location = localizedPath(chosen, address?.path ?? '/') + (address ? (back?.search ?? '') : '');
  const cookie = `${LOCALE_COOKIE}=${chosen}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
  return new Response(null, { status: 303, headers: { Location: location, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
}

/** The page the request came from, when it is one of ours. */
function sameSitePage(request: Request): URL | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    const host = request.headers.get('host');
    return from.host === here.host || from.host === host ? from : null;
  } catch {
    return null;
  }
}
