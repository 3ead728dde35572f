import type { FileKind } from './values';
import { msg } from '@/lib/i18n/message';

/**
 * What each kind of upload may be (client-safe: forms use `accept` and the size text from here).
 * Types are checked by content (magic bytes), never by the name or the browser's claim.
 *
 * SVG is refused: it is a script-capable document, and sanitising it reliably is more code than a
 * logo is worth. Logos and banners are PNG, JPEG or WebP.
 */
export type UploadPurpose = 'image' | 'application_document' | 'cv';

export interface UploadPolicy {
  purpose: UploadPurpose;
  /** Allowed MIME types, as detected from content. */
  types: readonly string[];
  maxBytes: number;
  /** For messages: a token (`values.uploadTypes.*`, "PDF, JPEG or PNG"); show it through the renderer. */
  label: string;
  /** For `<input accept>`. */
  accept: string;
  /**
   * Images only: the largest picture accepted, read from the header (nothing is decoded or
   * re-encoded). A few kilobytes can claim a picture that takes gigabytes to decode wherever it
   * is shown or resized.
   */
  maxImage?: { side: number; pixels: number };
}

const MB = 1024 * 1024;

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOC_MIME = 'application/msword';

export const uploadPolicies: Record<UploadPurpose, UploadPolicy> = {
  image: {
    purpose: 'image',
    types: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 5 * MB,
    label: msg('values.uploadTypes.image'),
    accept: 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp',
    maxImage: { side: 8000, pixels: 40_000_000 },
  },
  application_document: {
    purpose: 'application_document',
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: 10 * MB,
    label: msg('values.uploadTypes.application_document'),
    accept: 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png',
  },
  cv: {
    purpose: 'cv',
    types: ['application/pdf', DOC_MIME, DOCX_MIME],
    maxBytes: 5 * MB,
    label: msg('values.uploadTypes.cv'),
    accept: `application/pdf,${DOC_MIME},${DOCX_MIME},.pdf,.doc,.docx`,
  },
};

/** Which policy a file kind follows, and whether it is a public image (served at /image/university/). */
export const fileKindRules: Record<FileKind, { purpose: UploadPurpose; isPublic: boolean }> = {
  university_logo: { purpose: 'image', isPublic: true },
  university_banner: { purpose: 'image', isPublic: true },
  category_icon: { purpose: 'image', isPublic: true },
  program_icon: { purpose: 'image', isPublic: true },
  course_logo: { purpose: 'image', isPublic: true },
  offer_image: { purpose: 'image', isPublic: true },
  company_logo: { purpose: 'image', isPublic: true },
  // Personal data: served only to the owner and admins.
  profile_pic: { purpose: 'image', isPublic: false },
  application_document: { purpose: 'application_document', isPublic: false },
  student_identity: { purpose: 'application_document', isPublic: false },
  cv: { purpose: 'cv', isPublic: false },
};

export function policyFor(kind: FileKind): UploadPolicy {
  return uploadPolicies[fileKindRules[kind].purpose];
}

/** Extension we store a detected type under. */
export const extensionOf: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  [DOC_MIME]: 'doc',
  [DOCX_MIME]: 'docx',
};

/** The public address of a public image (old clients build it from the stored file name). */
export function publicImagePath(storageKey: string): string {
  return `/image/university/${encodeURIComponent(storageKey)}`;
}

/** The address of a private file (served through the ownership check). */
export function privateFilePath(uuid: string): string {
  return `/files/${uuid}`;
}
