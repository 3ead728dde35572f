import { describe, expect, it } from 'vitest';
import { displayName, displayNames } from '@/lib/i18n/names';

const blcu = { name: 'Beijing Language and Culture University', nameZh: '北京语言大学' };

describe('names in the page language (issue 29)', () => {
  it('a Chinese page shows the Chinese name first and the English one second', () => {
    expect(displayNames('zh', blcu)).toEqual({ primary: '北京语言大学', secondary: 'Beijing Language and Culture University', secondaryLang: 'en' });
    expect(displayName('zh', { name: 'Hangzhou', nameZh: '杭州' })).toBe('杭州');
  });

  it('every other language shows the English name first and the Chinese one second', () => {
    for (const locale of ['en', 'fr', 'ar', 'ru'] as const) {
      expect(displayNames(locale, blcu)).toEqual({ primary: 'Beijing Language and Culture University', secondary: '北京语言大学', secondaryLang: 'zh' });
      expect(displayName(locale, { name: 'Hangzhou', nameZh: '杭州' })).toBe('Hangzhou');
    }
  });

  it('without a Chinese name: the English one alone (marked English on a Chinese page)', () => {
    expect(displayNames('zh', { name: 'Hangzhou', nameZh: null })).toEqual({ primary: 'Hangzhou', secondary: null, primaryLang: 'en' });
    expect(displayNames('zh', { name: 'Hangzhou', nameZh: '  ' })).toEqual({ primary: 'Hangzhou', secondary: null, primaryLang: 'en' });
    expect(displayNames('en', { name: 'Hangzhou' })).toEqual({ primary: 'Hangzhou', secondary: null });
  });

  it('a Chinese name the same as the English one is not repeated', () => {
    expect(displayNames('en', { name: '北京大学', nameZh: '北京大学' })).toEqual({ primary: '北京大学', secondary: null });
    expect(displayNames('zh', { name: '北京大学', nameZh: ' 北京大学 ' })).toEqual({ primary: '北京大学', secondary: null });
  });
});
