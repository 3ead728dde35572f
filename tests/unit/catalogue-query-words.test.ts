import { describe, expect, it } from 'vitest';
import { keyWords, narrowAbbreviations, parseQueryWords, searchWords, type TermFilter } from '@/lib/catalogue/query-words';
import { degreeTypeValues, teachingLanguageValues } from '@/lib/catalogue/values';
import { locales } from '@/lib/i18n/config';

/** What a key names, and the words left to search as text. */
const parse = (key: string) => {
  const p = parseQueryWords(key);
  return { names: p.terms.map((t) => ('teachingLanguage' in t.filter ? t.filter.teachingLanguage : t.filter.degree)), words: p.words };
};
const names = (key: string) => parse(key).names;

describe('catalogue search: the words that name a teaching language or a degree', () => {
  it('reads the queries of issue 30 and issue 29', () => {
    for (const key of ['MBBS english', 'mbbs in english', 'English-taught MBBS', 'MBBS taught in English']) {
      expect(parse(key), key).toEqual({ names: expect.arrayContaining(['MBBS', 'english']), words: [] });
    }
    for (const key of ['english', 'anglais', 'английский', '英语']) expect(parse(key), key).toEqual({ names: ['english'], words: [] });
  });

  it('knows the teaching languages and degrees in every language of the site', () => {
    const cases: [string, string[]][] = [
      // English
      ['taught in Chinese', ['chinese']],
      ['bachelor', ['Bachelor']],
      ['undergraduate', ['Bachelor']],
      ['masters', ['Masters']],
      ['postgraduate', ['Masters']],
      ['doctorate', ['PhD']],
      ['doctor of philosophy', ['PhD']],
      ['Chinese language course', ['Chinese Language']],
      ['learn mandarin', ['Chinese Language']],
      // French
      ['enseigné en anglais', ['english']],
      ['en chinois', ['chinese']],
      ['licence', ['Bachelor']],
      ['mastère', ['Masters']],
      ['doctorat', ['PhD']],
      ['cours de langue', ['Chinese Language']],
      // Arabic (hamza, alef maqsura and ta marbuta spelt either way)
      ['باللغة الإنجليزية', ['english']],
      ['بالانجليزيه', ['english']],
      ['انجليزى', ['english']],
      ['بالصينية', ['chinese']],
      ['بكالوريوس', ['Bachelor']],
      ['الماجستير', ['Masters']],
      ['دكتوراه', ['PhD']],
      ['الطب البشري', ['MBBS']],
      ['اللغة الصينية', ['Chinese Language']],
      // Russian (case endings)
      ['на английском языке', ['english']],
      ['англоязычные программы', ['english']],
      ['на китайском', ['chinese']],
      ['бакалавриат', ['Bachelor']],
      ['магистратуры', ['Masters']],
      ['аспирантура', ['PhD']],
      ['лечебное дело', ['MBBS']],
      ['курсы китайского языка', ['Chinese Language']],
      // Chinese (no spaces: the known terms at either end of a run are split off)
      ['全英文授课', ['english']],
      ['汉语授课', ['chinese']],
      ['本科', ['Bachelor']],
      ['硕士研究生', ['Masters']],
      ['博士', ['PhD']],
      ['英语授课临床医学', ['english', 'MBBS']],
      ['汉语进修', ['Chinese Language']],
    ];
    for (const [key, expected] of cases) expect(parse(key), key).toEqual({ names: expected, words: [] });
  });

  it('reads the common abbreviations', () => {
    expect(names('MBBS')).toEqual(['MBBS']);
    expect(names('BSc')).toEqual(['Bachelor']);
    expect(names('BA')).toEqual(['Bachelor']);
    expect(names('MSc')).toEqual(['Masters']);
    expect(names('MA')).toEqual(['Masters']);
    expect(names('PhD')).toEqual(['PhD']);
    expect(names('Ph.D.')).toEqual(['PhD']);
    expect(names('B.Sc.')).toEqual(['Bachelor']);
    expect(names('M.A.')).toEqual(['Masters']);
    expect(names('M.B.B.S. in English')).toEqual(['MBBS', 'english']);
    // A narrow one: its degree AND its own text or meaning.
    const [mba] = parseQueryWords('MBA').terms;
    expect(mba).toEqual({ filter: { degree: 'Masters' }, words: ['mba'], texts: [['mba'], ['business', 'administration']], narrow: true });
    expect(parseQueryWords('english').terms[0]).toEqual({ filter: { teachingLanguage: 'english' }, words: ['english'], texts: [['english']], narrow: false });
  });

  it('prefers the longest phrase: "chinese language" is the language programme, "chinese" the teaching language', () => {
    expect(names('chinese language')).toEqual(['Chinese Language']);
    expect(names('chinese')).toEqual(['chinese']);
    expect(names('bachelor of medicine')).toEqual(['MBBS']);
    expect(names('китайский язык')).toEqual(['Chinese Language']);
    expect(names('китайский')).toEqual(['chinese']);
  });

  it('leaves the other words to the text search, glue dropped, typos untouched', () => {
    expect(parse("master's in computer science")).toEqual({ names: ['Masters'], words: ['computer', 'science'] });
    expect(parse('chinese medicine')).toEqual({ names: ['chinese'], words: ['medicine'] });
    expect(parse('MBBS in China at Zhejiang University')).toEqual({ names: ['MBBS'], words: ['zhejiang', 'university'] });
    expect(parse('licence en économie')).toEqual({ names: ['Bachelor'], words: ['economie'] });
    expect(parse('магистратура по экономике')).toEqual({ names: ['Masters'], words: ['экономике'] });
    expect(parse('清华大学英语')).toEqual({ names: ['english'], words: ['清华大学'] });
    // A misspelt name is a word like any other: the text search corrects it against the catalogue.
    expect(parse('englsh mbbs')).toEqual({ names: ['MBBS'], words: ['englsh'] });
    expect(parse('clinicl medicine english')).toEqual({ names: ['english'], words: ['clinicl', 'medicine'] });
    // The ranking compares titles with every word but the glue.
    expect(parseQueryWords('mbbs in english at zhejiang').rankWords).toEqual(['mbbs', 'english', 'zhejiang']);
  });

  it('searches a key that names nothing exactly as before (glue kept)', () => {
    for (const key of ['study in china', 'computer science', 'in', 'University of Science and Technology', '香港中文大学', 'a b c d e f g h i j']) {
      expect(parseQueryWords(key), key).toEqual({ words: keyWords(key), terms: [], rankWords: keyWords(key) });
    }
    expect(keyWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('keeps at most eight words to search', () => {
    expect(parse('english one two three four five six seven eight nine').words).toEqual(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']);
  });

  it('understands every word of its lists, each with its one meaning', () => {
    const typed = (w: string) => (w.endsWith('*') ? `${w.slice(0, -1)}ом` : w);
    for (const locale of locales) {
      const lang = searchWords[locale];
      for (const value of teachingLanguageValues) {
        for (const w of lang.teachingLanguage[value]) expect(parseQueryWords(typed(w)).terms.map((t) => t.filter), `${locale} ${w}`).toEqual([{ teachingLanguage: value } satisfies TermFilter]);
      }
      for (const value of degreeTypeValues) {
        for (const w of lang.degree[value]) expect(parseQueryWords(typed(w)).terms.map((t) => t.filter), `${locale} ${w}`).toEqual([{ degree: value } satisfies TermFilter]);
      }
      // Glue alone names nothing (and is then searched as text).
      for (const w of lang.stop) expect(parseQueryWords(`${w} mbbs`).words, `${locale} ${w}`).toEqual([]);
    }
    for (const [w, { degree }] of Object.entries(narrowAbbreviations)) expect(parseQueryWords(w).terms[0].filter).toEqual({ degree });
  });
});
