/**
 * The server-action forms of a page's HTML, as a browser without JavaScript sees them: each
 * `<form method="POST">` with its hidden `$ACTION_…` entries (React's reference to the action and,
 * for a `useActionState` form, its bound state) and its own fields. Posting `entries` back as
 * multipart is what the browser does when the form is sent before the scripts arrive.
 *
 * React renders these forms from one template, so a small tag reader is enough (no HTML parser).
 */
export interface FormField {
  name: string;
  /** `text`, `email`, `hidden`, `file`, `checkbox`, `radio`, `select`, `textarea`, … */
  type: string;
  value: string;
  /** A select's option values, a radio group's values. */
  options: string[];
  /** A checkbox or radio that is checked (sent), or an unchecked one (not sent). */
  checked?: boolean;
}

export interface HtmlForm {
  /** The `$ACTION_…` entries, sent back as they are. */
  action: [string, string][];
  /** The form's own fields (hidden ones included), in document order. */
  fields: FormField[];
  /** The submit button's name and value, when it has one. */
  submitter?: [string, string];
  /** The form's `action` attribute (empty: the page's own path). */
  target: string;
  /** The first 200 characters of the form's markup, to say which form failed. */
  excerpt: string;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([A-Za-z_:$][-\w:.$]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    out[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** Every POST form of the page that carries a server action. */
export function serverActionForms(html: string): HtmlForm[] {
  // Scripts hold the RSC payload (which quotes the same markup): leave them out.
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const forms: HtmlForm[] = [];
  for (const m of body.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const formAttrs = attributes(m[1]);
    if ((formAttrs.method ?? '').toUpperCase() !== 'POST') continue;
    const inner = m[2];
    const action: [string, string][] = [];
    const fields: FormField[] = [];
    let submitter: [string, string] | undefined;
    for (const t of inner.matchAll(/<(input|button)\b([^>]*)>|<(textarea|select)\b([^>]*)>([\s\S]*?)<\/(?:textarea|select)>/g)) {
      const kind = (t[1] ?? t[3]).toLowerCase();
      const a = attributes(t[2] ?? t[4]);
      const name = a.name;
      if (!name || 'disabled' in a) continue;
      if (name.startsWith('$ACTION')) {
        action.push([name, a.value ?? '']);
        continue;
      }
      if (kind === 'button') {
        if ((a.type ?? 'submit') === 'submit' && !submitter) submitter = [name, a.value ?? ''];
        continue;
      }
      if (kind === 'textarea') {
        fields.push({ name, type: 'textarea', value: decodeEntities(t[5] ?? ''), options: [] });
      } else if (kind === 'select') {
        const options = [...(t[5] ?? '').matchAll(/<option\b([^>]*)>([^<]*)/g)].map((o) => attributes(o[1]).value ?? decodeEntities(o[2]));
        const selected = [...(t[5] ?? '').matchAll(/<option\b([^>]*)>/g)].map((o) => attributes(o[1])).find((o) => 'selected' in o);
        fields.push({ name, type: 'select', value: selected?.value ?? options[0] ?? '', options });
      } else {
        const type = (a.type ?? 'text').toLowerCase();
        if (type === 'submit' || type === 'button' || type === 'reset' || type === 'image') continue;
        const field: FormField = { name, type, value: a.value ?? (type === 'checkbox' || type === 'radio' ? 'on' : ''), options: [] };
        if (type === 'checkbox' || type === 'radio') field.checked = 'checked' in a;
        fields.push(field);
      }
    }
    if (action.length === 0) continue;
    forms.push({ action, fields, submitter, target: formAttrs.action ?? '', excerpt: m[0].replace(/\s+/g, ' ').slice(0, 200) });
  }
  return forms;
}

/** The fields a user fills in (not hidden ones). */
export const visibleFields = (form: HtmlForm) => form.fields.filter((f) => f.type !== 'hidden');

/** The form as the browser would send it untouched (checked boxes only, the first submit button). */
export function formEntries(form: HtmlForm, values: Map<FormField, string | Blob | null> = new Map()): FormData {
  const data = new FormData();
  for (const [k, v] of form.action) data.append(k, v);
  for (const f of form.fields) {
    const given = values.get(f);
    if (given === null) continue;
    if (given !== undefined) {
      if (given instanceof Blob) data.append(f.name, given, 'generated.bin');
      else data.append(f.name, given);
      continue;
    }
    if ((f.type === 'checkbox' || f.type === 'radio') && !f.checked) continue;
    if (f.type === 'file') continue;
    data.append(f.name, f.value);
  }
  if (form.submitter) data.append(form.submitter[0], form.submitter[1]);
  return data;
}
