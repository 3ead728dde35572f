import { describe, expect, it } from 'vitest';
import { defineFieldMap } from '@/lib/api/legacy/fields';

describe('defineFieldMap', () => {
  const fields = defineFieldMap({
    mejor: 'major',
    bannar: 'banner',
    conatct_details: 'contact_details',
    status: { to: 'enabled', in: (v) => v === 1 || v === '1' || v === true, out: (v) => (v ? 1 : 0) },
  });

  it('renames the seed names to ours and back', () => {
    const domain = fields.toDomain({ mejor: 'CS', bannar: 'b.png', conatct_details: { email: 'x@y.z' }, title: 'T' });
    expect(domain).toEqual({ major: 'CS', banner: 'b.png', contact_details: { email: 'x@y.z' }, title: 'T' });
    expect(fields.toLegacy(domain)).toEqual({ mejor: 'CS', bannar: 'b.png', conatct_details: { email: 'x@y.z' }, title: 'T' });
  });

  it('converts values where a rule says so, in both directions', () => {
    expect(fields.toDomain({ status: '1' })).toEqual({ enabled: true });
    expect(fields.toDomain({ status: '0' })).toEqual({ enabled: false });
    expect(fields.toLegacy({ enabled: true })).toEqual({ status: 1 });
  });

  it('prefers our own name when a client sends both', () => {
    expect(fields.toDomain({ mejor: 'old', major: 'new' })).toEqual({ major: 'new' });
  });

  it('maps dotted error paths by their first segment', () => {
    expect(fields.legacyPath('major')).toBe('mejor');
    expect(fields.legacyPath('contact_details.email')).toBe('conatct_details.email');
    expect(fields.domainPath('conatct_details.0.phone')).toBe('contact_details.0.phone');
    expect(fields.fieldErrorsToLegacy({ 'contact_details.email': ['Enter a valid email address'], title: ['This field is required'] })).toEqual({
      'conatct_details.email': ['Enter a valid email address'],
      title: ['This field is required'],
    });
  });

  it('refuses two seed names for one of ours', () => {
    expect(() => defineFieldMap({ a: 'x', b: 'x' })).toThrow(/two legacy names/);
  });
});
