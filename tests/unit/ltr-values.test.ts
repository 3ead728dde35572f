import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Ltr, readsLeftToRight } from '@/components/ui/ltr';

/**
 * Issue 29 (right to left): an e-mail address, a phone number, a reference or a code reads left to
 * right on an Arabic page too, isolated from the words around it (components/ui/ltr.tsx).
 */
describe('left-to-right values', () => {
  it('are an isolated, inline left-to-right run', () => {
    expect(renderToStaticMarkup(createElement(Ltr, null, '+86 138 0013 8000'))).toBe('<bdi dir="ltr">+86 138 0013 8000</bdi>');
  });

  it('are the application fields that hold addresses, numbers and codes, and no others', () => {
    for (const key of ['email', 'phone', 'wechat', 'passport_number', 'postal_code', 'member_phone', 'member_email', 'supporters_email', 'emergencies_phone', 'primary_contact_no', 'secondary_mail', 'cell_no', 'code', 'reference']) {
      expect(readsLeftToRight(key), key).toBe(true);
    }
    for (const key of ['first_name', 'last_name', 'city', 'street', 'member_name', 'supporters_address', 'nationality', 'hobbies', 'school', 'emailed', 'phones_note']) {
      expect(readsLeftToRight(key), key).toBe(false);
    }
  });
});
