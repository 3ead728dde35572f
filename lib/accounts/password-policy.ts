import 'server-only';
import { isCommonPassword } from '@/lib/auth/common-passwords';
import { AppError } from '@/lib/errors';
import { auth as m } from '@/lib/messages';

/**
 * The server half of the password rules (the zod schemas hold the rest): a password from the
 * common-password list is refused, under the field that holds it. Every door that sets a
 * password (register, reset, change, admin create) goes through the domain, which calls this.
 */
export function assertPasswordAllowed(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('validation', m.passwordTooCommon, { fieldErrors: { [field]: [m.passwordTooCommon] } });
  }
}
