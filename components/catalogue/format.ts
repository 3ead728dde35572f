/**
 * The display formats of numbers, money, dates and durations in the reader's language: they live in
 * lib/i18n/format.ts (so the domain's e-mails and CSVs use the same ones); components import them here.
 */
export {
  formatCny,
  formatCount,
  formatDate,
  formatDay,
  formatDuration,
  formatFileSize,
  formatLanguageName,
  formatMoment,
  formatMoney,
  formatMonth,
  formatShortMonth,
  isoDuration,
} from '@/lib/i18n/format';
