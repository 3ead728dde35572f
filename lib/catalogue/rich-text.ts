import sanitizeHtml from 'sanitize-html';

/**
 * The catalogue's rich text (a university's accommodation, a course's description, an offer's
 * details, written in the admin editor) is sanitised when it is saved, with the same allow-list
 * the public pages apply again when they show it (components/catalogue/rich-text.tsx), so a row
 * written before this rule, or by a script, is still safe: a few text tags, links to web and mail
 * addresses only, no scripts, styles, event handlers or images. Plain text (no tags) is kept as
 * typed: pages turn its blank lines into paragraphs and React escapes it.
 */
export const richTextAllowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
};

/** The same allow-list under the name the display component imports. */
export const richTextOptions = richTextAllowList;

/** True when the text holds an HTML tag (and so is rich text to sanitise). */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z!/][\s\S]*?>/i.test(text);
}

/** Sanitises rich text; plain text passes unchanged, null and undefined too. */
export function sanitizeRichText(html: string): string;
export function sanitizeRichText(html: string | null | undefined): string | null | undefined;
export function sanitizeRichText(html: string | null | undefined): string | null | undefined {
  if (typeof html !== 'string' || !looksLikeHtml(html)) return html;
  return sanitizeHtml(html, richTextAllowList).trim();
}
