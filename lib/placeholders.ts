/**
 * Every page that shows the "coming soon" notice (components/layout/coming-soon.tsx) instead of
 * its content, because a later issue brings the content. ONE list, so none is forgotten:
 * `<ComingSoon path=…>` only takes a path from here (type and run-time check), and
 * tests/unit/placeholders.test.ts plus tests/api/placeholders.test.ts fail when a page shows the
 * notice without being listed or is listed without showing it. Delete a page's entry when its
 * content arrives.
 */
export interface Placeholder {
  /** The page's heading. */
  title: string;
  /** What will be here, in one sentence the user reads. */
  coming: string;
}

// Every page of the product is built (issue 18 filled the last ones); a page that a later issue
// brings is listed here again, with what it will hold.
export const placeholders: Readonly<Record<string, Placeholder>> = {};

export type PlaceholderPath = string;

export function isPlaceholder(path: string): path is PlaceholderPath {
  return Object.prototype.hasOwnProperty.call(placeholders, path);
}
