import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/utils';

/**
 * A company's logo at a fixed size (nothing shifts while it loads), or its initials. A plain <img>
 * with the optimiser's props, rendered on the server: no image component in the first load.
 */
export async function CompanyLogo({ src, name, size = 56, priority, className }: { src: string | null; name: string; size?: number; priority?: boolean; className?: string }) {
  const box = cn('shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white', className);
  if (!src) {
    const initials = name
      .replace(/\b(ltd|limited|plc|llp|the|and|of)\b/gi, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    return (
      <span aria-hidden="true" className={cn(box, 'grid place-items-center font-semibold text-slate-600')} style={{ width: size, height: size, fontSize: size / 3 }}>
        {initials || '?'}
      </span>
    );
  }
  const t = await getTranslations('jobBoardPublic.logo');
  const { props } = getImageProps({
    src,
    alt: t('alt', { name }),
    width: size,
    height: size,
    sizes: `${size}px`,
    unoptimized: src.toLowerCase().endsWith('.svg'),
    priority,
    className: cn(box, 'object-contain p-1'),
    style: { width: size, height: size },
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps sets alt and the optimiser's srcset
  return <img {...props} />;
}
