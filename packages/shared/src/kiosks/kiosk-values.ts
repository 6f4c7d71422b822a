/**
 * Kiosks' values that pages read, apart from their schemas so that they bring no zod: the votes a kiosk
 * takes and the index a vote is worth. (Not `kiosk-enums.ts`: no route's search check reads them, and the
 * `-enums` modules go to the first screen: apps/web/vite.config.ts.)
 */
export const kioskVoteValues = [1, 2, 3, 4] as const;
export type KioskVoteValue = (typeof kioskVoteValues)[number];

/**
 * The kiosk index of a mean vote, from 0 to 100 (PRODUCT.md, Quality: 4 = 100, 3 = 67, 2 = 33, 1 = 0):
 * (mean − 1) / 3 × 100, rounded half up. The API computes the same in SQL (kiosk-statistics.repository.ts).
 */
export const kioskIndexOfMean = (meanVote: number): number => Math.round(((meanVote - 1) / 3) * 100);

/**
 * How many votes of the whole set a site's ranking index borrows (Bayesian shrinkage): a site's ranking
 * index is (n × its mean + m × the mean of all sites) / (n + m), so a site with few votes sits near the
 * average until its own votes outweigh these m. 30 votes: about a busy morning of one kiosk.
 */
export const kioskRankingPriorVotes = 30;

/** Staff's list of kiosks holds at most this many, in order of site: a site's own are all there. */
export const kioskListLimit = 1000;
