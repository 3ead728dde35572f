import { safeHref } from '@/lib/http/url';

/**
 * A university's website as the facts table shows it: a link only for an http(s) address; any
 * other stored value (an old `javascript:` entry, a bare name) is shown as plain text.
 */
export function WebsiteLink({ url }: { url: string | null }) {
  if (!url) return null;
  const href = safeHref(url);
  if (!href) return <span>{url}</span>;
  return (
    <a href={href} rel="nofollow noopener">
      {url.trim().replace(/^https?:\/\//i, '')}
    </a>
  );
}
