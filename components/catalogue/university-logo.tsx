import { getImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import { publicImagePath } from '@/lib/storage/policies';
import { cn } from '@/lib/utils';

/**
 * A university's (or course's) logo at a fixed size, so nothing shifts while it loads; the
 * initials of the name when there is no logo. SVG files (the demo seed's) skip the optimiser.
 * A plain <img> with the optimiser's props (getImageProps), rendered on the server: no image
 * component in the browser's first load (light pages, issue 14).
 */
export function UniversityLogo({ file, name, size = 56, className, priority }: { file: string | null; name: string; size?: number; className?: string; priority?: boolean }) {
  const t = useTranslations('shellCatalogue');
  // Named once in app/globals.css (a list shows one a row).
  const box = cn('logo-box', className);
  if (!file) {
    const initials = name
      .replace(/\b(university|of|the|and)\b/gi, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    return (
      <span aria-hidden="true" translate="no" className={cn(box, 'logo-initials', size === 40 && 'logo-40')} {...(size === 40 ? {} : { style: { width: size, height: size, fontSize: Math.round(size / 3) } })}>
        {initials || '?'}
      </span>
    );
  }
  const { props } = getImageProps({
    src: publicImagePath(file),
    alt: t('logoAlt', { name }),
    width: size,
    height: size,
    sizes: `${size}px`,
    unoptimized: file.toLowerCase().endsWith('.svg'),
    priority,
    className: cn(box, 'object-contain p-1'),
    style: { width: size, height: size },
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps sets alt and the optimiser's srcset
  return <img {...props} />;
}
