export * from './schedule-words.ts';
export * from './site-open-days.ts';
