import { chooseLanguage } from '@/lib/i18n/choose';

/**
 * `/language/<locale>`: the language switcher's links (header and footer of every public page).
 * Remembers the choice in a cookie and goes back to the page it was chosen on, in that language.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return chooseLanguage(request, (await params).locale);
}
