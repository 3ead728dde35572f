import { describe, expect, inject, it } from 'vitest';

/**
 * Unknown or hidden catalogue records answer a real 404 whose not-found page is in the first HTML
 * (readable without JavaScript), not only in the page's script data.
 */
const baseUrl = inject('baseUrl');
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

describe('not-found pages of the catalogue', () => {
  for (const path of [
    '/universities/no-such-university',
    '/universities/no-such-university/courses',
    '/courses/no-such-course',
    '/cities/no-such-city',
    '/universities/disabled-demo-university',
  ]) {
    it(`${path} answers 404 with the not-found page in the HTML`, async () => {
      const res = await fetch(baseUrl + path);
      expect(res.status).toBe(404);
      expect(visibleText(await res.text())).toContain('We could not find that page');
    });
  }

  it('a public university still renders', async () => {
    const res = await fetch(`${baseUrl}/universities/tsinghua-university`);
    expect(res.status).toBe(200);
    expect(visibleText(await res.text())).toContain('Tsinghua University');
  });
});
