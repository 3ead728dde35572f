import type { ReactNode } from 'react';

/**
 * A value that reads left to right whatever the page's direction: an e-mail address, a phone
 * number, a payment reference, a passport number, a code. On an Arabic page (`dir="rtl"`) such a
 * value, shown inline, would be laid out by the page: the groups of "+86 138 0013 8000" in reverse
 * order, an address's dots and @ shuffled around the words next to it. `<bdi dir="ltr">` keeps it
 * whole and left to right, and keeps it from reordering the text around it; it stays inline, so it
 * sits where the page's direction puts it (at the start of a right-aligned cell in Arabic).
 *
 * Only for such values: names, cities and sentences keep the page's direction (or their own, by
 * their letters). Links to `mailto:` and `tel:` addresses are isolated the same way by
 * app/globals.css, without this.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * Whether an application form's field holds such a value (by its key: `email`, `member_phone`,
 * `passport_number`, `wechat`, `postal_code`…), for the views that show every field of a section.
 */
export const readsLeftToRight = (key: string): boolean => /(^|_)(e?mail|phone|cell_no|contact_no|wechat|passport_number|postal_code|code|reference)$/.test(key);
