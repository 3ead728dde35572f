import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A bordered surface with an optional heading and line under it; `as="section"` names it by its title. */
export function Card({
  title,
  description,
  actions,
  className,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & { title?: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  const titleId = props.id ? `${props.id}-title` : undefined;
  return (
    <section aria-labelledby={title ? titleId : undefined} className={cn('rounded-lg border border-slate-200 bg-white p-6 shadow-sm', className)} {...props}>
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title ? (
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
            ) : null}
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
