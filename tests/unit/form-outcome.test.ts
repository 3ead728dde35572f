import { describe, expect, it } from 'vitest';
import { formOutcomeLocation, isOwnPath, readFormOutcome } from '@/lib/http/form-outcome';

/** The outcome a plain form post carries back to its page: only ever to a path of ours, shown only as signed for its user. */
const queryOf = (location: string) => Object.fromEntries(new URL(location, 'http://site.test').searchParams);

describe('form outcome', () => {
  it('goes back to a path of ours only', () => {
    for (const ok of ['/student/update-profile', '/application?application_id=3&step=4']) expect(isOwnPath(ok), ok).toBe(true);
    for (const bad of ['//evil.test/x', '/\\evil.test', 'https://evil.test/', 'student', '', '/a\nb']) {
      expect(isOwnPath(bad), bad).toBe(false);
      expect(() => formOutcomeLocation(bad, 1, { target: 'passport', saved: true, message: 'profile.fileSaved' })).toThrow();
    }
    expect(formOutcomeLocation('/application?application_id=3&step=4', 1, { target: 'passport', saved: true, message: 'm.x' })).toMatch(
      /^\/application\?application_id=3&step=4&upload=passport&upload_status=saved&upload_message=m\.x&upload_sig=/,
    );
  });

  it('reads back what it wrote, for the same user only; an edited outcome reads as none', () => {
    const outcome = { target: 'certificates', saved: false, message: 'upload.typeNotAllowed|{"allowed":"values.uploadTypes.application_document"}' };
    const query = queryOf(formOutcomeLocation('/student/update-profile', 7, outcome));
    expect(readFormOutcome(query, 7)).toEqual(outcome);
    expect(readFormOutcome(query, 8)).toBeNull();
    expect(readFormOutcome({ ...query, upload_status: 'saved' }, 7)).toBeNull();
    expect(readFormOutcome({ ...query, upload_message: 'Call +1 555 0100 to unlock your account' }, 7)).toBeNull();
    expect(readFormOutcome({ ...query, upload: 'passport' }, 7)).toBeNull();
    expect(readFormOutcome({ ...query, upload_sig: undefined }, 7)).toBeNull();
    expect(readFormOutcome({}, 7)).toBeNull();
  });
});
