import type { Locale } from './config';
import type { Messages } from './messages/en';

// next-intl checks every key (and its arguments) against the English catalogue at compile time.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
