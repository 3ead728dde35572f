import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { ListColumn } from './definition';

/** A list's title column: a link to the row's own page (the card's title on a phone), and what follows it. */
export function linkColumn<T>(header: string, href: (row: T) => string, text: (row: T) => ReactNode, after?: (row: T) => ReactNode): ListColumn<T> {
  return {
    header,
    card: 'title',
    cell: (row) => (
      <>
        <Link href={href(row)} prefetch={false} className="font-medium text-ink-700 underline underline-offset-2">
          {text(row)}
        </Link>
        {after?.(row)}
      </>
    ),
  };
}

/** "Disabled" beside an account's name when it is. */
export const disabledMark = (disabled: boolean) => (disabled ? <DisabledMark /> : null);

function DisabledMark() {
  const t = useTranslations('shellLists');
  return (
    <Badge tone="danger" className="ms-2">
      {t('disabled')}
    </Badge>
  );
}
