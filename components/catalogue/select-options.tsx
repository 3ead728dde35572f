'use client';

/**
 * A public filter menu's choices, as [value, label] pairs: the page's RSC payload carries the pairs
 * instead of an element per choice (the finder's menus hold about 170, rendered on every keyword
 * search); the HTML has the same <option>s, so the menu works before any script runs.
 */
export function SelectOptions({ options }: { options: readonly (readonly [value: string, label: string])[] }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
