/**
 * Form entries (URL-encoded or multipart) to a plain object, the way the old PHP/Laravel clients
 * meant them: `a[]` and repeated keys make arrays, `a[b]` and `a[0][b]` nest, files stay File
 * objects, and an empty file part (a file input left empty) is dropped. Client-safe.
 */
export type FormValue = string | File;

const isEmptyFile = (v: unknown) => typeof File !== 'undefined' && v instanceof File && v.size === 0 && !v.name;

/** `a[b][0][]` → ['a', 'b', '0', ''] ; a plain key → [key]. */
function splitKey(key: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!m) return [key];
  const rest = [...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]);
  return [m[1], ...rest];
}

const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);

export function formEntriesToObject(entries: Iterable<[string, FormValue]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of entries) {
    if (isEmptyFile(value)) continue;
    const parts = splitKey(rawKey);
    if (parts.some((p) => unsafeKeys.has(p))) continue;
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const last = i === parts.length - 1;
      const nextIsArray = !last && (parts[i + 1] === '' || /^\d+$/.test(parts[i + 1]));
      if (Array.isArray(node)) {
        if (part === '') {
          if (last) node.push(value);
          else {
            const child = nextIsArray ? [] : {};
            node.push(child);
            node = child as Record<string, unknown> | unknown[];
          }
          continue;
        }
        const idx = Number(part);
        if (!Number.isInteger(idx) || idx > 10_000) break;
        if (last) node[idx] = value;
        else {
          node[idx] ??= nextIsArray ? [] : {};
          node = node[idx] as Record<string, unknown> | unknown[];
        }
        continue;
      }
      if (last) {
        // A repeated plain key (`tag=a&tag=b`) collects into an array.
        if (part in node) {
          const existing = node[part];
          node[part] = Array.isArray(existing) ? [...existing, value] : [existing, value];
        } else {
          node[part] = parts.length > 1 && part === '' ? [value] : value;
        }
      } else {
        const existing = node[part];
        if (existing === undefined || typeof existing !== 'object' || existing === null || existing instanceof File) {
          node[part] = nextIsArray ? [] : {};
        }
        node = node[part] as Record<string, unknown> | unknown[];
      }
    }
  }
  return root;
}

export function formDataToObject(form: FormData | URLSearchParams): Record<string, unknown> {
  return formEntriesToObject(form.entries() as Iterable<[string, FormValue]>);
}
