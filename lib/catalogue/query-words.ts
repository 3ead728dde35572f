/**
 * The words of a keyword search that name a teaching language or a degree (issue 30, item 6;
 * issue 29: in every language of the site): "MBBS english", "mbbs in english", "anglais",
 * "английский", "英语授课" are filters the student typed, not text to find in titles.
 *
 * ONE pure rule (no database, client-safe), used by the course finder (finder.ts), hence by
 * /programs, /search and the legacy course search. `parseQueryWords(key)` splits a key into
 * - `terms`: what the words name (a teaching language, a degree), each with the words it was
 *   typed as; the finder matches a term by its filter OR by that text ("chinese medicine" keeps
 *   the English-taught Traditional Chinese Medicine courses beside the Chinese-taught medicine
 *   ones), a narrow abbreviation (MBA) by its degree AND its text or meaning;
 * - `words`: the rest, searched as text as before (typo correction, prefixes, substrings). Stop
 *   words ("in", "taught", "en", "на", "في", "授课") are dropped only when the key names
 *   something: a key that names nothing is searched exactly as before (`words` = keyWords(key)).
 * A misspelt name ("englsh") is not recognised: it stays a word, for the text search's typo
 * correction.
 *
 * The word lists below are data: a language is a list per meaning. An entry is a word, a phrase
 * (words separated by spaces, the longest phrase wins: "chinese language" is the language
 * programme, "chinese" the teaching language) or a stem ending with `*` (for languages with case
 * endings: "английск*" is английский, английском, английского…). Entries are normalised like
 * the key (lower case, accents and Arabic hamza marks dropped), so they are written as spelt.
 */
import type { Locale } from '@/lib/i18n/config';
import { degreeTypeValues, teachingLanguageValues, type DegreeType, type TeachingLanguage } from './values';

interface LanguageWords {
  teachingLanguage: Record<TeachingLanguage, readonly string[]>;
  degree: Record<DegreeType, readonly string[]>;
  /** glue around the names ("taught in", "en", "на", "في"), dropped when the key names something */
  stop: readonly string[];
}

/** The words each language of the site uses for a teaching language, a degree, and the glue around them. */
export const searchWords: Record<Locale, LanguageWords> = {
  en: {
    teachingLanguage: {
      english: ['english', 'anglophone'],
      chinese: ['chinese', 'mandarin'],
    },
    degree: {
      // "B.Sc.", "M.A.", "Ph.D." and "M.B.B.S." come as letters: "b sc", "m a", "ph d", "m b b s".
      Bachelor: ['bachelor', 'bachelors', 'undergraduate', 'undergraduates', 'undergrad', 'bsc', 'b sc', 'ba', 'b a', 'bs'],
      Masters: ['master', 'masters', 'postgraduate', 'postgrad', 'msc', 'm sc', 'ma', 'm a', 'ms', 'mphil'],
      PhD: ['phd', 'ph d', 'doctorate', 'doctorates', 'doctoral', 'dphil', 'doctor of philosophy'],
      MBBS: ['mbbs', 'm b b s', 'mbchb', 'bachelor of medicine'],
      'Chinese Language': [
        'chinese language',
        'language course',
        'language courses',
        'language program',
        'language programs',
        'language programme',
        'language programmes',
        'chinese course',
        'chinese courses',
        'mandarin course',
        'mandarin courses',
        'learn chinese',
        'learning chinese',
        'learn mandarin',
      ],
    },
    // "s": what is left of "master's".
    stop: ['in', 'taught', 'medium', 'instruction', 'of', 'the', 'a', 'an', 'and', 'or', 'for', 'with', 'at', 'degree', 'degrees',
      'program', 'programs', 'programme', 'programmes', 'course', 'courses', 's', 'study', 'china'],
  },
  fr: {
    teachingLanguage: {
      english: ['anglais', 'anglaise', 'anglaises', 'anglophone', 'anglophones'],
      chinese: ['chinois', 'chinoise', 'chinoises', 'mandarin'],
    },
    degree: {
      Bachelor: ['licence', 'licences', 'bachelor'],
      Masters: ['master', 'masters', 'mastère'],
      PhD: ['doctorat', 'doctorats'],
      MBBS: ['mbbs', 'doctorat en médecine'],
      'Chinese Language': ['cours de chinois', 'cours de mandarin', 'cours de langue', 'apprendre le chinois', 'apprendre chinois'],
    },
    stop: ['en', 'de', 'd', 'du', 'des', 'la', 'le', 'les', 'l', 'un', 'une', 'et', 'ou', 'pour', 'à', 'au', 'aux', 'dans',
      'enseigné', 'enseignée', 'enseignés', 'enseignées', 'enseignement', 'langue', 'cours', 'programme', 'programmes',
      'diplôme', 'formation', 'études', 'étudier', 'chine'],
  },
  ar: {
    teachingLanguage: {
      english: ['الإنجليزية', 'إنجليزية', 'الإنجليزي', 'إنجليزي', 'بالإنجليزية', 'بالإنجليزي', 'الإنكليزية', 'إنكليزية', 'الإنكليزي',
        'إنكليزي', 'بالإنكليزية', 'بالإنكليزي'],
      chinese: ['الصينية', 'صينية', 'الصيني', 'صيني', 'بالصينية', 'بالصيني'],
    },
    degree: {
      Bachelor: ['بكالوريوس', 'البكالوريوس', 'ليسانس', 'الليسانس'],
      Masters: ['ماجستير', 'الماجستير', 'ماستر', 'الماستر'],
      PhD: ['دكتوراه', 'الدكتوراه'],
      MBBS: ['بكالوريوس الطب', 'بكالوريوس الطب والجراحة', 'الطب البشري'],
      'Chinese Language': ['اللغة الصينية', 'لغة صينية', 'دورة لغة', 'دورات لغة'],
    },
    stop: ['في', 'ب', 'باللغة', 'اللغة', 'لغة', 'تدريس', 'التدريس', 'يدرس', 'تدرس', 'برنامج', 'برامج', 'درجة', 'شهادة', 'دراسة',
      'من', 'و', 'أو', 'مع', 'الصين', 'بالصين', 'دورة', 'دورات', 'تعلم'],
  },
  ru: {
    teachingLanguage: {
      english: ['английск*', 'англоязычн*'],
      chinese: ['китайск*'],
    },
    degree: {
      Bachelor: ['бакалавр*'],
      Masters: ['магистр*', 'магистерск*'],
      PhD: ['аспирант*', 'докторантур*', 'доктор философии'],
      MBBS: ['лечебное дело', 'лечебного дела', 'лечебному делу'],
      'Chinese Language': ['китайский язык', 'китайского языка', 'китайскому языку', 'курсы китайского', 'курс китайского',
        'языковые курсы', 'языковой курс', 'языковая программа', 'изучение китайского', 'изучать китайский', 'учить китайский'],
    },
    stop: ['на', 'в', 'во', 'по', 'и', 'или', 'с', 'для', 'язык', 'языке', 'языком', 'языка', 'обучение', 'обучением', 'обучения',
      'преподавание', 'преподаванием', 'программа', 'программы', 'программу', 'курс', 'курсы', 'степень', 'китае', 'китай', 'учеба'],
  },
  zh: {
    teachingLanguage: {
      english: ['英语', '英文', '全英文', '全英语', '全英'],
      chinese: ['中文', '汉语', '普通话'],
    },
    degree: {
      Bachelor: ['本科', '学士', '本科生'],
      Masters: ['硕士', '研究生', '硕士研究生'],
      PhD: ['博士', '博士生', '博士研究生'],
      MBBS: ['临床医学'],
      'Chinese Language': ['汉语言', '汉语进修', '语言生', '语言课', '汉语课', '中文课', '学汉语', '学中文', '汉语学习', '中文学习', '语言进修',
        '汉语培训', '中文培训'],
    },
    stop: ['授课', '教学', '的', '在', '用', '专业', '课程', '项目', '学位', '留学', '中国'],
  },
};

/**
 * Abbreviations narrower than a degree (an MBA is one kind of masters): they filter by the degree
 * AND must match their own text or what they stand for, so "mba" lists MBA courses, not every
 * masters. Language-neutral (Latin letters in every language).
 */
export const narrowAbbreviations: Record<string, { degree: DegreeType; means: readonly string[] }> = {
  mba: { degree: 'Masters', means: ['business administration'] },
  emba: { degree: 'Masters', means: ['business administration'] },
  bba: { degree: 'Bachelor', means: ['business administration'] },
  llb: { degree: 'Bachelor', means: ['law', 'laws'] },
  llm: { degree: 'Masters', means: ['law', 'laws'] },
};

/** The words of a key, lower-cased and unaccented, letters and digits only (at most 8): the text search's words. */
export function keyWords(key: string): string[] {
  return normalisedWords(key).slice(0, 8);
}

function normalisedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Spelling variants a typist does not tell apart: Arabic alef maqsura and ya, ta marbuta and ha, the tatweel. */
const fold = (word: string) => word.replace(/ى/g, 'ي').replace(/ة/g, 'ه').replace(/ـ/g, '');

const han = /\p{Script=Han}/u;

/** What a term filters by. */
export type TermFilter = { teachingLanguage: TeachingLanguage } | { degree: DegreeType };

/** A teaching language or degree named by the key. */
export interface QueryTerm {
  filter: TermFilter;
  /** the words as typed (normalised) */
  words: string[];
  /**
   * The texts it also matches, each a list of words that must all be present: the words as
   * typed, and an abbreviation's meaning.
   */
  texts: string[][];
  /** false: the filter OR one of the texts; true (a narrow abbreviation): the filter AND one of them */
  narrow: boolean;
}

export interface ParsedQuery {
  /** the words to search as text (keyWords(key) when the key names nothing), at most 8 */
  words: string[];
  /** the teaching languages and degrees the key names, in its order */
  terms: QueryTerm[];
  /** the words that are not glue, in the key's order (the text the best titles resemble) */
  rankWords: string[];
}

type Entry = { stop: true } | { filter: TermFilter; means?: string[][] };

interface Dictionary {
  /** a word or phrase (folded words joined by spaces) → what it is */
  phrases: Map<string, Entry>;
  /** stems, longest first */
  stems: { stem: string; entry: Entry }[];
  /** the entries written in Han characters, longest first: peeled off runs of Han text */
  hanTerms: string[];
  longestPhrase: number;
}

const sameEntry = (a: Entry, b: Entry) => JSON.stringify(a) === JSON.stringify(b);

function buildDictionary(): Dictionary {
  const phrases = new Map<string, Entry>();
  const stems = new Map<string, Entry>();
  const hanTerms = new Set<string>();
  let longestPhrase = 1;
  const add = (written: string, entry: Entry) => {
    const isStem = written.endsWith('*');
    const words = normalisedWords(isStem ? written.slice(0, -1) : written).map(fold);
    if (words.length === 0 || (isStem && words.length > 1)) throw new Error(`search words: "${written}" is not a word, phrase or stem`);
    const key = words.join(' ');
    const into = isStem ? stems : phrases;
    const before = into.get(key);
    // One spelling, one meaning (the same word in two languages must mean the same).
    if (before && !sameEntry(before, entry)) throw new Error(`search words: "${written}" has two meanings`);
    into.set(key, entry);
    longestPhrase = Math.max(longestPhrase, words.length);
    if (han.test(key)) hanTerms.add(key);
  };
  for (const lang of Object.values(searchWords)) {
    for (const value of teachingLanguageValues) for (const w of lang.teachingLanguage[value]) add(w, { filter: { teachingLanguage: value } });
    for (const value of degreeTypeValues) for (const w of lang.degree[value]) add(w, { filter: { degree: value } });
  }
  for (const [word, { degree, means }] of Object.entries(narrowAbbreviations)) {
    add(word, { filter: { degree }, means: means.map(normalisedWords) });
  }
  // Glue last: a word that names something in one language is never glue in another.
  for (const lang of Object.values(searchWords)) {
    for (const w of lang.stop) {
      const key = normalisedWords(w).map(fold).join(' ');
      if (!phrases.has(key)) add(w, { stop: true });
    }
  }
  return {
    phrases,
    stems: [...stems].map(([stem, entry]) => ({ stem, entry })).sort((a, b) => b.stem.length - a.stem.length),
    hanTerms: [...hanTerms].sort((a, b) => b.length - a.length),
    longestPhrase,
  };
}

let dictionary: Dictionary | undefined;
const words = () => (dictionary ??= buildDictionary());

/**
 * A run of Han characters, with the known terms at its start and its end split off ("英语授课临床医学"
 * → 英语, 授课, 临床医学; "清华大学英语" → 清华大学, 英语). Chinese is written without spaces; the
 * middle stays whole, so a name that merely contains a term ("香港中文大学") is left alone.
 */
function splitHan(run: string, terms: string[]): string[] {
  const head: string[] = [];
  const tail: string[] = [];
  let rest = run;
  for (let found = true; found && rest; ) {
    const t = terms.find((x) => rest.startsWith(x));
    found = !!t;
    if (t) {
      head.push(t);
      rest = rest.slice(t.length);
    }
  }
  for (let found = true; found && rest; ) {
    const t = terms.find((x) => rest.endsWith(x));
    found = !!t;
    if (t) {
      tail.unshift(t);
      rest = rest.slice(0, -t.length);
    }
  }
  return [...head, ...(rest ? [rest] : []), ...tail];
}

/** The tokens of a key: its words, with Han text split from other letters and known Han terms split off. */
function tokens(key: string, d: Dictionary): string[] {
  return normalisedWords(key)
    .slice(0, 16)
    .flatMap((w) => (han.test(w) ? w.split(/(\p{Script=Han}+)/u).filter(Boolean) : [w]))
    .flatMap((w) => (han.test(w) ? splitHan(w, d.hanTerms) : [w]));
}

const phraseKey = (list: string[], i: number, n: number) => list.slice(i, i + n).map(fold).join(' ');

/** Splits a key into the teaching languages and degrees it names and the words left to search as text. */
export function parseQueryWords(key: string): ParsedQuery {
  const d = words();
  const list = tokens(key, d);
  const terms: QueryTerm[] = [];
  const rest: string[] = [];
  const rankWords: string[] = [];
  for (let i = 0; i < list.length; ) {
    // The longest phrase beginning here, else a stem of this word.
    let n = Math.min(d.longestPhrase, list.length - i);
    while (n > 1 && !d.phrases.has(phraseKey(list, i, n))) n--;
    let entry: Entry | undefined = d.phrases.get(phraseKey(list, i, n));
    if (!entry) entry = d.stems.find((s) => fold(list[i]).startsWith(s.stem))?.entry;
    const typed = list.slice(i, i + n);
    i += n;
    if (!entry) {
      rest.push(...typed);
      rankWords.push(...typed);
    } else if ('filter' in entry) {
      terms.push({ filter: entry.filter, words: typed, texts: [typed, ...(entry.means ?? [])], narrow: !!entry.means });
      rankWords.push(...typed);
    }
  }
  if (terms.length === 0) {
    const all = keyWords(key);
    return { words: all, terms: [], rankWords: all };
  }
  return { words: rest.slice(0, 8), terms, rankWords };
}
