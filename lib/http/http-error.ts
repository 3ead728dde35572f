import { AppError } from '@/lib/errors';
import { errors as errorMessages } from '@/lib/messages';

/**
 * A request the server cannot read at all (malformed JSON, an unreadable multipart body). It is a
 * validation error in the domain's vocabulary but answers 400, not 422: there are no fields to
 * point at, only a body to fix.
 */
export class BadRequestError extends AppError {
  constructor(message: string = errorMessages.unsupportedBody, cause?: unknown) {
    super('validation', message, { cause });
    this.name = 'BadRequestError';
  }

  override get status(): number {
    return 400;
  }
}

export function malformedJson(cause?: unknown): BadRequestError {
  return new BadRequestError(errorMessages.malformedJson, cause);
}

/** A body (or one file in it) over the reader's limit: 413, with the limit in the message. */
export class PayloadTooLargeError extends AppError {
  readonly limitBytes: number;

  constructor(limitBytes: number) {
    super('validation', errorMessages.requestTooLarge(Math.max(1, Math.round(limitBytes / (1024 * 1024)))));
    this.name = 'PayloadTooLargeError';
    this.limitBytes = limitBytes;
  }

  override get status(): number {
    return 413;
  }
}
