import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WebsiteLink } from '@/app/[locale]/universities/[slug]/_components/website-link';
import { universityJsonLd } from '@/components/catalogue/structured-data';
import { universityUpdateSchema } from '@/lib/catalogue/schemas';
import { safeHref } from '@/lib/http/url';
import { validation } from '@/lib/messages';

const refused = ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'mailto:a@b.cn', 'ftp://files.example.cn', '//evil.example', '/relative/path', 'www.tsinghua.edu.cn', 'https://', 'http:// spaced.example'];

describe('links an admin enters are http(s) only', () => {
  it.each(['https://www.tsinghua.edu.cn', 'http://www.zju.edu.cn/english/', 'HTTPS://Example.CN/a?b=1#c'])('the schema accepts %s', (url) => {
    const r = universityUpdateSchema.safeParse({ website: url });
    expect(r.success).toBe(true);
  });

  it.each(refused)('the schema refuses %s with a field message', (url) => {
    const r = universityUpdateSchema.safeParse({ website: url });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['website', validation.httpUrl]]);
  });

  it.each(['javascript:alert(1)', '../../etc/passwd', 'https://evil.example/x.png', 'a/b.png'])('the schema refuses %s as a kept logo or banner name', (name) => {
    const r = universityUpdateSchema.safeParse({ logo: name, banner: name });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['banner', 'logo']);
  });

  it('the schema keeps a stored file name as the logo', () => {
    expect(universityUpdateSchema.parse({ logo: 'thu-logo.svg', banner: '' })).toEqual({ logo: 'thu-logo.svg', banner: null });
  });

  it('a blank website clears it', () => {
    expect(universityUpdateSchema.parse({ website: '  ' }).website).toBeNull();
  });

  it.each(refused)('safeHref gives no link for %s', (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it('safeHref gives the address for http and https', () => {
    expect(safeHref(' https://www.tsinghua.edu.cn ')).toBe('https://www.tsinghua.edu.cn/');
    expect(safeHref('http://example.cn/a?b=1')).toBe('http://example.cn/a?b=1');
    expect(safeHref(null)).toBeNull();
  });

  it('the university page renders a stored javascript: website as text, never as a link', () => {
    const html = renderToStaticMarkup(createElement(WebsiteLink, { url: 'javascript:alert(document.cookie)' }));
    expect(html).not.toContain('<a');
    expect(html).not.toContain('href');
    expect(html).toContain('javascript:alert(document.cookie)');
  });

  it('the university page renders an https website as a link', () => {
    const html = renderToStaticMarkup(createElement(WebsiteLink, { url: 'https://www.tsinghua.edu.cn' }));
    expect(html).toBe('<a href="https://www.tsinghua.edu.cn/" rel="nofollow noopener">www.tsinghua.edu.cn</a>');
  });

  it('the JSON-LD never carries a non-http website', () => {
    const base = { slug: 's', name: 'N', nameZh: null, logo: null, city: null, province: null, foundedYear: null };
    expect(JSON.stringify(universityJsonLd({ ...base, website: 'javascript:alert(1)' }, 'https://zy.example'))).not.toContain('javascript');
    expect(JSON.stringify(universityJsonLd({ ...base, website: 'https://u.example.cn' }, 'https://zy.example'))).toContain('https://u.example.cn/');
  });
});
