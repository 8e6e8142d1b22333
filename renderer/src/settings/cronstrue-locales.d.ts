// Types for cronstrue's per-language modules (cronstrue/locales/<name>): each registers its words with cronstrue.
declare module 'cronstrue/locales/*';
