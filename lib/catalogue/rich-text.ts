import sanitizeHtml from 'sanitize-html';

/**
 * The catalogue's rich text (a university's accommodation, description…): the one list of what
 * HTML may stay. Admin input is sanitised with it on save, and pages sanitise again on display
 * (components/catalogue/rich-text.tsx), so a row written before this rule, or by a script, is
 * still safe. Plain text (no tags) is kept as typed: pages turn its blank lines into paragraphs.
 */
export const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
};

/** True when the text holds an HTML tag (and so is rich text to sanitise). */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z!/][\s\S]*?>/i.test(text);
}

/** Sanitises rich text; plain text, null and undefined pass unchanged. A text that was only markup becomes null. */
export function sanitizeRichText<T extends string | null | undefined>(text: T): T | null {
  if (typeof text !== 'string' || !looksLikeHtml(text)) return text;
  const clean = sanitizeHtml(text, richTextOptions).trim();
  return clean === '' ? null : (clean as T);
}
