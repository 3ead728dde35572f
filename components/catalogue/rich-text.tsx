import sanitizeHtml from 'sanitize-html';
import { richTextOptions as allowed } from '@/lib/catalogue/rich-text';
import { cn } from '@/lib/utils';

/**
 * Text from the catalogue: plain text becomes paragraphs (blank lines) and line breaks; rich text
 * (the admin editor's HTML, e.g. accommodation) is sanitised again before it is shown.
 */
export function RichText({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text || text.trim() === '') return null;
  const cls = cn('space-y-3 leading-relaxed text-slate-700 [&_a]:underline [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc', className);
  if (/<[a-z][\s\S]*?>/i.test(text)) {
    return <div className={cls} dangerouslySetInnerHTML={{ __html: sanitizeHtml(text, allowed) }} />;
  }
  const paragraphs = text.split(/\n\s*\n/);
  return (
    <div className={cls}>
      {paragraphs.map((para, i) => (
        <p key={i}>
          {para.split('\n').map((line, j, all) => (
            <span key={j}>
              {line}
              {j < all.length - 1 ? <br /> : null}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
