/** A job's text section (plain text as the employer wrote it: paragraphs and lines kept). */
export function JobText({ title, text }: { title: string; text: string | null }) {
  if (!text?.trim()) return null;
  const id = `job-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-800">
        {paragraphs.map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
    </section>
  );
}
