import sanitizeHtml from 'sanitize-html';

/**
 * The catalogue's rich text (an offer's details, written in the admin editor) is sanitised when
 * it is saved, with the same allow-list the public pages apply again when they show it
 * (components/catalogue/rich-text.tsx): a few text tags, links to web and mail addresses only,
 * no scripts, styles, event handlers or images.
 */
export const richTextAllowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextAllowList).trim();
}
