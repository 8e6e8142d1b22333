// Types i18next's `t` by the English catalog (locales/en/index.ts), so a key that does not exist fails the type-check.
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
