export * from './news-enums.ts';
export * from './news.rules.ts';
export * from './news.access.ts';
export * from './news.schemas.ts';
export * from './news.contract.ts';
