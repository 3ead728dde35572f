import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';

/**
 * 志 (zhì, "aspiration", as in 志愿) as a path, so the mark shows where the browser has no Chinese
 * font. The outline is the glyph of Noto Sans CJK SC Bold (SIL Open Font License 1.1), flipped to
 * SVG's y-down coordinates in a 1000-unit em box; app/icon.svg and app/favicon.ico draw the same.
 */
export const brandGlyphPath =
  'M260 618V812C260 922 295 955 434 955C463 955 596 955 626 955C737 955 771 919 786 781C754 775 703 757 678 739C672 834 664 848 617 848C583 848 472 848 446 848C389 848 379 844 379 811V618ZM727 656C770 739 822 851 844 919L960 872C935 805 878 696 835 616ZM126 625C108 705 77 797 38 857L146 914C186 847 214 745 234 662ZM370 572C450 619 545 692 588 744L676 664C631 614 539 550 463 507H889V393H561V268H950V155H561V30H435V155H53V268H435V393H118V507H443Z';

export function BrandGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1000 1000" aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <path d={brandGlyphPath} />
    </svg>
  );
}

export function Brand({ href = '/' }: { href?: string }) {
  const t = useTranslations('shellLayout.brand');
  return (
    // The name comes from the visible words (axe label-content-name-mismatch), with ", home" for screen readers.
    <Link href={href} className="flex items-center gap-2 text-slate-900 no-underline">
      <span aria-hidden className="grid size-9 place-items-center rounded-md bg-primary-600 text-white">
        <BrandGlyph className="size-6" />
      </span>
      <span className="leading-tight">
        <span className="block font-bold tracking-tight">{t('name')}</span>{' '}
        <span className="block text-xs text-slate-500">{t('tagline')}</span>
        <span className="sr-only">{t('home')}</span>
      </span>
    </Link>
  );
}
