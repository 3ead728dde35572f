import { useTranslations } from 'next-intl';
import { renderWith } from '@/lib/i18n/message';

/** Every string of the data with message tokens put into words (text that is not a token stays as it is). */
function rendered(value: unknown, text: (s: string) => string): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.map((v) => rendered(v, text));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rendered(v, text)]));
  return value;
}

/**
 * Structured data for search engines: one `<script type="application/ld+json">`, its message
 * tokens (structured-data.ts) in the page's language. `<` is escaped so that text from the
 * database can never close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const t = useTranslations();
  const json = JSON.stringify(rendered(data, (s) => renderWith(t as never, s))).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
