import { describe, expect, it } from 'vitest';
import { findLiteralText, findLiteralTextIn, isWords } from '../helpers/literal-text';

/**
 * Issue 27, item 7: every text a user reads comes from the message catalogue by key, so the
 * languages issue translates files and touches no code. This walks app/ and components/ and
 * lists each literal text (JSX text, text attributes, strings shown as children, label-like
 * properties) with its place.
 */
describe('no literal user-facing text in app/ and components/', () => {
  it('finds none', () => {
    const found = findLiteralTextIn(['app', 'components']).map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(found).toEqual([]);
  });
});

describe('the scanner', () => {
  it('flags the shapes literal text takes', () => {
    const source = `
      export function Page({ ok }: { ok: boolean }) {
        const columns = [{ key: 'name', header: 'Full name' }];
        return (
          <main title="Your profile">
            <h1>Welcome back</h1>
            <input placeholder="Search courses" aria-label={ok ? 'Close menu' : 'Open menu'} />
            {ok ? 'Saved' : null}
            <p>{\`\${columns.length} results\`}</p>
          </main>
        );
      }`;
    const texts = findLiteralText('fixture.tsx', source).map((f) => f.text);
    expect(texts).toEqual(['Full name', 'Your profile', 'Welcome back', 'Search courses', 'Close menu', 'Open menu', 'Saved', '{} results']);
  });

  it('leaves what is not words alone, and honours i18n-ignore', () => {
    const source = `
      export function Row({ t }: { t: (k: string) => string }) {
        return (
          <div className="flex gap-2" data-testid="row-actions" role="group">
            <span aria-hidden="true">·</span> {t('title')} — 42
            <a href="/universities" rel="noopener">{t('link')}</a>
            {/* i18n-ignore */}
            <code>Hello world</code>
          </div>
        );
      }`;
    expect(findLiteralText('fixture.tsx', source)).toEqual([]);
  });

  it('judges words', () => {
    expect(isWords('Save')).toBe(true);
    expect(isWords('Log in')).toBe(true);
    expect(isWords('中文')).toBe(true);
    expect(isWords('draft')).toBe(false);
    expect(isWords('text-sm font-medium')).toBe(true);
    expect(isWords('—')).toBe(false);
    expect(isWords('/admin/courses')).toBe(false);
  });
});
