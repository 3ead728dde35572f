/** A labelled native select (works without JavaScript, with the keyboard and on phones). */
export function SelectField({
  name,
  label,
  value,
  options,
  anyLabel = 'Any',
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  anyLabel?: string;
}) {
  const id = `filter-${name}`;
  // A value not in the list (an old link) still shows, so the user sees why nothing matches.
  const known = value === undefined || options.some((o) => o.value === value);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        className="block h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30"
      >
        <option value="">{anyLabel}</option>
        {!known ? <option value={value}>{value} (unknown)</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
