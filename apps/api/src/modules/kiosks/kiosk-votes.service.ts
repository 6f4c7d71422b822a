import type { KioskVoteBatch, KioskVoteReceipt } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { hashToken } from '../../plugins/tokens.ts';
import type { KiosksRepository } from './kiosks.repository.ts';

/** Presses closer than this to a kept press of the same kiosk are a held or hammered button. */
export const kioskBurstMs = 2000;
/** How far behind the server's clock a vote may be dated: a kiosk offline for up to 30 days. */
export const kioskBacklogMs = 30 * 24 * 3600_000;
/** How far ahead: a device's clock a little fast. */
export const kioskClockSkewMs = 5 * 60_000;

type Kiosk = { id: number; siteCode: string; customerCode: string };

/**
 * Which presses of a batch to keep, given the kiosk's stored presses around them (their times, in
 * milliseconds): in time order, a press is filtered when a kept press, stored or of this batch, lies
 * within `kioskBurstMs` of it, before or after; so of a burst the first press is kept. A press stored
 * already is never undone.
 */
export function keptPresses<V extends { votedAt: Date }>(pressed: V[], stored: number[]): V[] {
  const kept: number[] = [...stored];
  const result: V[] = [];
  const sorted = [...pressed].sort((a, b) => a.votedAt.getTime() - b.votedAt.getTime());
  for (const vote of sorted) {
    const at = vote.votedAt.getTime();
    if (kept.some((other) => Math.abs(other - at) < kioskBurstMs)) continue;
    kept.push(at);
    result.push(vote);
  }
  return result;
}

/**
 * A kiosk's upload: the key opens one kiosk (revoked or unknown: 401), whose site every vote goes to;
 * votes dated outside [now − 30 days, now + 5 minutes] refuse the batch (400, naming them); votes sent
 * before, or twice in the batch, are duplicates; presses in a burst are filtered; the rest are stored,
 * and the site's alert is weighed.
 */
export function createKioskVotesService(deps: {
  repository: KiosksRepository;
  now: () => Date;
  afterVotes: (siteCode: string, votedAt: Date[]) => Promise<void>;
}) {
  const { repository } = deps;
  return {
    async authenticate(key: string | undefined): Promise<Kiosk> {
      if (!key || key.length > 200) throw new AppError('KIOSK_KEY_NOT_VALID');
      const kiosk = await repository.findKioskByKeyHash(hashToken(key));
      if (!kiosk) throw new AppError('KIOSK_KEY_NOT_VALID');
      return kiosk;
    },

    async record(kiosk: Kiosk, batch: KioskVoteBatch): Promise<KioskVoteReceipt> {
      const now = deps.now().getTime();
      const fields = batch.votes.flatMap((vote, position) => {
        const at = Date.parse(vote.votedAt);
        if (at > now + kioskClockSkewMs)
          return [{ path: `votes.${position}.votedAt`, message: 'Voto datato nel futuro' }];
        if (at < now - kioskBacklogMs)
          return [{ path: `votes.${position}.votedAt`, message: 'Voto più vecchio di 30 giorni' }];
        return [];
      });
      if (fields.length > 0) throw new AppError('KIOSK_VOTES_NOT_VALID', { fields });

      const unique = new Map<string, { deviceVoteId: string; vote: number; votedAt: Date }>();
      for (const vote of batch.votes)
        if (!unique.has(vote.id))
          unique.set(vote.id, { deviceVoteId: vote.id, vote: vote.vote, votedAt: new Date(vote.votedAt) });
      const stored = await repository.findStoredDeviceVoteIds(kiosk.id, [...unique.keys()]);
      const fresh = [...unique.values()].filter((vote) => !stored.has(vote.deviceVoteId));
      const times = fresh.map((vote) => vote.votedAt.getTime());
      const neighbours =
        fresh.length === 0
          ? []
          : await repository.findStoredPressTimes(
              kiosk.id,
              new Date(Math.min(...times) - kioskBurstMs),
              new Date(Math.max(...times) + kioskBurstMs),
            );
      const kept = keptPresses(fresh, neighbours);
      const accepted = await repository.insertVotes(kiosk, kept);
      if (accepted > 0)
        await deps.afterVotes(
          kiosk.siteCode,
          kept.map((vote) => vote.votedAt),
        );
      return {
        accepted,
        duplicates: batch.votes.length - fresh.length + (kept.length - accepted),
        filtered: fresh.length - kept.length,
      };
    },
  };
}
