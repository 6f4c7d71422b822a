/**
 * The user's sites' contract, imported with the first call (LazyContract in lib/api-client.ts): its zod
 * schemas are built in a task of their own when it arrives, not with the code of the pages that ask (the
 * site list, the dashboard's map).
 */
export { mySiteListContract } from '@portale/shared';
