'use client';

import { useLocale } from 'next-intl';
import { asLocale, directionOf } from '@/lib/i18n/config';

/**
 * The page's writing direction, from its language ('rtl' for Arabic). For the Radix primitives
 * (tabs, radio groups, selects): they do not read `dir` from the page and take left to right
 * unless told, so on an Arabic page the left and right arrow keys would move the wrong way.
 */
export function usePageDirection(): 'ltr' | 'rtl' {
  return directionOf(asLocale(useLocale()));
}
