/**
 * Links that came from stored data (a university's website an admin typed, a company's site):
 * only web addresses become links. A `javascript:`, `data:` or `vbscript:` value, a relative path
 * or anything that does not parse is shown as text, never put in an `href`. Client-safe.
 */
export function isHttpUrl(value: string): boolean {
  return safeHref(value) !== null;
}

/** The address to put in an `href` (absolute http or https), or null when it is not one. */
export function safeHref(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  // An absolute address only: `new URL` alone would accept `javascript:…` and `mailto:…`.
  if (!/^https?:\/\//i.test(s)) return null;
  try {
    const url = new URL(s);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}
