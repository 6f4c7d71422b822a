import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from '../../lib/api-error-message.ts';
import { useRecordQualityVotes } from './api/quality-api.ts';

/** A vote not yet acknowledged by the API; a null vote takes an element's vote back. */
export type PendingVote = { roomId: number; elementCode: string; vote: number | null; note: string | null };

const keyOf = (vote: PendingVote) => `${vote.roomId}:${vote.elementCode}`;
const storageKey = (controlId: number) => `portale.quality-votes.${controlId}`;
/** How long after the last vote a batch leaves: a room's elements travel together. */
const batchDelayMs = 600;
/** How often a batch that could not leave is tried again, besides when the browser says it is online. */
const retryMs = 10_000;

function stored(controlId: number): Map<string, PendingVote> {
  try {
    const votes = JSON.parse(localStorage.getItem(storageKey(controlId)) ?? '[]') as PendingVote[];
    return new Map(votes.map((vote) => [keyOf(vote), vote]));
  } catch {
    return new Map();
  }
}

/**
 * The votes of a control in progress, kept on the phone until the API has them: each vote goes to
 * localStorage at once (a reload or a closed tab keeps it), and leaves in a batch a moment later. When
 * the network is down (no answer at all), the batch waits and is sent again when the browser is back
 * online or every few seconds; a vote changed meanwhile keeps its newer value. A batch the API refuses
 * (a completed control, a room not drawn) is dropped, and its error shown.
 */
export function useVoteQueue(controlId: number) {
  const record = useRecordQualityVotes(controlId);
  const send = record.mutateAsync;
  const [pending, setPending] = useState(() => stored(controlId));
  const [offline, setOffline] = useState(false);
  const sending = useRef(false);
  /** The queue as last drawn, for a batch leaving from a timer. */
  const latest = useRef(pending);

  useEffect(() => {
    latest.current = pending;
    if (pending.size === 0) localStorage.removeItem(storageKey(controlId));
    else localStorage.setItem(storageKey(controlId), JSON.stringify([...pending.values()]));
  }, [controlId, pending]);

  const flush = useCallback(async () => {
    const batch = [...latest.current.values()];
    if (sending.current || batch.length === 0) return;
    sending.current = true;
    try {
      await send({ votes: batch });
      setOffline(false);
      setPending((current) => {
        const next = new Map(current);
        // Only what was sent: a vote changed while the batch travelled is still to send.
        for (const vote of batch) if (next.get(keyOf(vote)) === vote) next.delete(keyOf(vote));
        return next;
      });
    } catch (error) {
      if (statusOf(error) === 0 || statusOf(error) === null) setOffline(true);
      else setPending(new Map());
    } finally {
      sending.current = false;
    }
  }, [send]);

  useEffect(() => {
    if (pending.size === 0) return;
    const batchTimer = setTimeout(() => void flush(), batchDelayMs);
    const retryTimer = setInterval(() => void flush(), retryMs);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(batchTimer);
      clearInterval(retryTimer);
      window.removeEventListener('online', online);
    };
  }, [pending, flush]);

  return {
    pending,
    sending: record.isPending,
    offline,
    error: record.error,
    add: (vote: PendingVote) => setPending((current) => new Map(current).set(keyOf(vote), vote)),
  };
}
