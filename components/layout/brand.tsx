import Link from 'next/link';

export function Brand({ href = '/' }: { href?: string }) {
  return (
    <Link href={href} className="flex items-center gap-2 text-slate-900 no-underline" aria-label="Zhiyuan — Study in China, home">
      <span aria-hidden className="grid size-9 place-items-center rounded-md bg-primary-600 text-lg font-bold text-white">
        志
      </span>
      <span className="leading-tight">
        <span className="block font-bold tracking-tight">Zhiyuan</span>
        <span className="block text-xs text-slate-500">Study in China</span>
      </span>
    </Link>
  );
}
