import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError } from '@/lib/errors';
import { upload as uploadMessages } from '@/lib/messages';
import { DOC_MIME, extensionOf, type UploadPolicy } from './policies';

/**
 * The upload check: size first (cheap), then the type by content, then (images) the picture's
 * dimensions from its header. The browser's type and the
 * file's extension are never trusted: a renamed executable, an HTML page named .pdf or a text file
 * fail here. Failures are AppError('validation') keyed by the form field, so they land on the input.
 */
export interface CheckedUpload {
  mime: string;
  ext: string;
  size: number;
}

/** The original name reduced to safe metadata: no path, no control or quoting characters, ≤ 150 chars. */
export function sanitiseFileName(name: string | undefined | null): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/["'`<>|:*?%;\\]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - ext.length) + ext;
}

function fail(field: string, message: string): AppError {
  return new AppError('validation', message, { fieldErrors: { [field]: [message] } });
}

/** Detects the type of `bytes` from its content; undefined when unknown (plain text, HTML, SVG…). */
export async function detectType(bytes: Uint8Array, originalName = ''): Promise<{ mime: string; ext: string } | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return undefined;
  // An OLE2 compound file is how Word 97-2003 stores a .doc (file-type cannot tell it from .xls).
  if (found.mime === 'application/x-cfb') {
    return /\.doc$/i.test(originalName) ? { mime: DOC_MIME, ext: 'doc' } : undefined;
  }
  return { mime: found.mime, ext: found.ext };
}

export async function checkUpload(bytes: Uint8Array, originalName: string, policy: UploadPolicy, field = 'file'): Promise<CheckedUpload> {
  if (bytes.byteLength === 0) throw fail(field, uploadMessages.empty);
  if (bytes.byteLength > policy.maxBytes) throw fail(field, uploadMessages.tooLarge(Math.round(policy.maxBytes / (1024 * 1024))));
  const type = await detectType(bytes, originalName);
  if (!type || !policy.types.includes(type.mime)) throw fail(field, uploadMessages.typeNotAllowed(policy.label));
  if (policy.maxImage) checkDimensions(bytes, policy.maxImage, field);
  return { mime: type.mime, ext: extensionOf[type.mime] ?? type.ext, size: bytes.byteLength };
}

/** Refuses a picture wider or taller than `max.side` or larger than `max.pixels`, read from its header. */
function checkDimensions(bytes: Uint8Array, max: { side: number; pixels: number }, field: string): void {
  let size: { width?: number; height?: number; images?: { width: number; height: number }[] };
  try {
    size = imageSize(bytes);
  } catch {
    throw fail(field, uploadMessages.imageUnreadable);
  }
  // A file may carry several pictures (an ICO, a HEIF collection): the largest one counts.
  const all = [{ width: size.width ?? 0, height: size.height ?? 0 }, ...(size.images ?? [])];
  if (!all.some((d) => d.width > 0 && d.height > 0)) throw fail(field, uploadMessages.imageUnreadable);
  if (all.some((d) => d.width > max.side || d.height > max.side || d.width * d.height > max.pixels)) {
    throw fail(field, uploadMessages.imageTooBig(max.side, Math.round(max.pixels / 1_000_000)));
  }
}

/**
 * Content-Disposition from trusted data only: the sanitised stored name with the extension of the
 * detected type, an ASCII fallback and the RFC 5987 UTF-8 form.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string, ext?: string): string {
  let safe = sanitiseFileName(name);
  if (ext && !safe.toLowerCase().endsWith(`.${ext}`)) safe = `${safe.replace(/\.[A-Za-z0-9]{1,8}$/, '')}.${ext}`;
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
