import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * "This password is too common": the common-password list of zxcvbn-ts (about 49,000 leaked
 * passwords, lower-cased), loaded once per process. Server-side only: the list is ~380 KB, too
 * big to ship to the browser, so the forms learn about it from the server's answer.
 */
let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Number of entries (tests check that the real list was loaded). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
