/** What the fault test asks of each phase's calls and of the database after it (faults.ts). */
import { clientTimeoutMs } from './patient-client.ts';
import type { LoadResult, SentWrite } from './write-load.ts';

export type Check = { name: string; passed: boolean; detail: string };

type Stored = { tickets: Map<string, number>; messages: Map<string, number>; votes: Map<string, number> };

const isMomentaryAnswer = (status: number) => [502, 503, 504].includes(status) || status === 0;

export function summarise(result: LoadResult, stored: Stored) {
  const attempts = result.calls.flatMap((call) =>
    call.attempts.map((attempt) => ({ ...attempt, label: call.label })),
  );
  const ok = (status: number) => status >= 200 && status < 300;
  const answers500 = attempts.filter(
    (attempt) => attempt.status >= 500 && !isMomentaryAnswer(attempt.status),
  );
  const answers503 = attempts.filter((attempt) => attempt.status === 503);
  const without503RetryAfter = answers503.filter((attempt) => attempt.retryAfter === null);
  const refused = attempts.filter(
    (attempt) =>
      attempt.status >= 400 && attempt.status < 500 && !(attempt.status === 409 && attempt.retryAfter),
  );
  const failedCalls = result.calls.filter((call) => !call.ok);
  const longestCallMs = Math.max(0, ...result.calls.map((call) => call.endedAt - call.startedAt));
  const retriedCalls = result.calls.filter((call) => call.attempts.length > 1);
  const longestWaitMs = Math.max(0, ...retriedCalls.map((call) => call.endedAt - call.startedAt));

  const writes = [
    ['tickets', result.tickets, stored.tickets],
    ['messages', result.messages, stored.messages],
    ['votes', result.votes, stored.votes],
  ] as const;
  const tally = (sent: readonly SentWrite[], counts: Map<string, number>) => {
    const acknowledged = sent.filter((write) => write.acknowledged);
    return {
      acknowledged: acknowledged.length,
      found: acknowledged.filter((write) => (counts.get(write.mark) ?? 0) >= 1).length,
      twice: [...counts.values()].filter((count) => count > 1).length,
    };
  };
  const tallies = writes.map(([kind, sent, counts]) => ({ kind, ...tally(sent, counts) }));
  const acknowledged = tallies.reduce((sum, t) => sum + t.acknowledged, 0);
  const found = tallies.reduce((sum, t) => sum + t.found, 0);
  const twice = tallies.reduce((sum, t) => sum + t.twice, 0);

  const figures: Record<string, string> = {
    calls: `${result.calls.length} (${attempts.length} attempts, ${retriedCalls.length} retried)`,
    'writes acknowledged and found': tallies.map((t) => `${t.kind} ${t.found}/${t.acknowledged}`).join(', '),
    '503 answers': `${answers503.length}`,
    'longest call, retries included (the longest outage a client saw)': `${Math.round(longestWaitMs)} ms`,
  };
  const checks: Check[] = [
    {
      name: 'every write acknowledged is stored',
      passed: found === acknowledged && acknowledged > 0,
      detail: `${found} of ${acknowledged}`,
    },
    { name: 'no write is stored twice', passed: twice === 0, detail: `${twice} twice` },
    { name: 'no answer is a 500', passed: answers500.length === 0, detail: `${answers500.length}` },
    {
      name: 'every 503 says when to try again (Retry-After)',
      passed: without503RetryAfter.length === 0,
      detail: `${without503RetryAfter.length} without`,
    },
    {
      name: 'no call is refused for what it asked',
      passed: refused.length === 0,
      detail: `${refused.map((a) => `${a.label} ${a.status}`).join(', ') || 'none'}`,
    },
    {
      name: 'every call succeeds within the client’s 30 s',
      passed: failedCalls.length === 0 && longestCallMs < clientTimeoutMs,
      detail: `${failedCalls.length} failed, longest ${Math.round(longestCallMs)} ms`,
    },
  ];
  return {
    figures,
    checks,
    answers503: answers503.length,
    failedAttempts: attempts.filter((attempt) => !ok(attempt.status)).length,
  };
}
