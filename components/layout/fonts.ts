import localFont from 'next/font/local';

/**
 * The site's web fonts (issue 29). All local: the files come from the fontsource packages in
 * node_modules and Next serves them from this app (/_next/static/media); no font host, no CDN.
 * The root layouts put `fontVariables` on `<html>`; app/globals.css builds the sans stack from the
 * variables (`font-sans`, on `<body>`): --font-arabic (Arabic pages only), --font-inter-cyrillic,
 * --font-inter-latin-ext, --font-inter (with its sized fallback), then the system fonts.
 *
 * Which page gets which font:
 * - Every page: Inter, latin (English, French, the accents of western names), preloaded, with a
 *   fallback (Arial) sized to Inter's metrics, so the text painted before the font arrives takes
 *   the same room and nothing moves when it swaps in (Lighthouse counted that shift on the
 *   university page).
 * - Russian pages, and any page showing a Cyrillic name: Inter cyrillic.
 * - A page showing a letter of latin-ext (a Polish, Czech, Turkish, Romanian… name): Inter latin-ext.
 *   Each of these two has its unicode-range: the browser fetches it only when the page has a letter
 *   in its range, and neither is preloaded (an English page never fetches them).
 * - Arabic pages: Noto Sans Arabic (its arabic subset only), first in the stack on a page whose
 *   language is Arabic (app/globals.css, `:root:lang(ar)`); not preloaded. Any other page never
 *   fetches it, even one that shows an Arabic word (the language switcher's "العربية": the
 *   system's Arabic letters draw it).
 * - Chinese pages: no web font. A Chinese font is megabytes; the stack names the systems' own
 *   (PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC), after Inter, which draws
 *   the Latin letters and the digits.
 *
 * next/font/local takes no unicode-range per `src` entry (its `declarations` apply to every face
 * of a call), hence one call, and one variable, per file. They are not one family: a family name
 * of our own in `declarations` is not what Turbopack puts in the variable (vercel/next.js#88894),
 * so each keeps the name Next gives it, and app/globals.css lists them in the stack before Inter's
 * latin face: each draws only the letters of its range. Only the latin face has a sized fallback,
 * and it comes after all of them: a fallback is a local Arial with no range (and Arial has
 * Cyrillic and Arabic letters), so one in the middle of the stack would draw the letters meant for
 * the faces after it.
 * The arguments must be literals (Next reads them at build time): the ranges are those of each
 * subset in the package's unicode.json.
 */
const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

const interLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter-latin-ext',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

const interCyrillic = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter-cyrillic',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

/** No sized fallback: its fallback face (a local Arial, with no range) would take the Latin letters before Inter. */
const notoSansArabic = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-arabic',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1',
    },
  ],
});

/**
 * The classes to put on `<html>` (every root layout, whatever the language): each defines one
 * variable (`--font-inter`, `--font-arabic`, …) and brings its @font-face rules into the page's
 * CSS. A face is downloaded only as said above, so carrying all of them costs a few lines of CSS.
 */
export const fontVariables = [interLatin.variable, interLatinExt.variable, interCyrillic.variable, notoSansArabic.variable].join(' ');
