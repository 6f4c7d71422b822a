/**
 * The load half of `npm run bench`: autocannon against one URL, or a new request drawn for each call,
 * with every latency kept (for p95), and the CPU time the API server and PostgreSQL spent per request,
 * which depends far less than latency on whatever else the machine is doing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { demoAccounts } from '@portale/demo-data';

/** One request of a scenario that draws them (autocannon's setupRequest). */
export type DrawnRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/**
 * What to call: one path, or `draw` for a new request each time (`refused` hears of those answered 400
 * or above). `reference` names the scenario whose requests per second this one is compared with (the
 * static file of the same size).
 */
export type Scenario = { name: string; reference?: string } & (
  | { path: string; token?: string }
  | {
      draw: () => DrawnRequest;
      refused?: (request: DrawnRequest, status: number) => void;
      /** Each answered drawn request and how long it took, for latencies by kind of request. */
      answered?: (request: DrawnRequest, milliseconds: number) => void;
    }
);

/** Each connection's last drawn request and when it was drawn, so that its answer can be told apart. */
type DrawContext = { request?: DrawnRequest; drawnAt?: number };

export type Result = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers of 400 and above, errors and timeouts. */
  errors: number;
  reference: string | undefined;
  /** CPU milliseconds per request: the API server's, and PostgreSQL's. */
  serverCpu: number;
  databaseCpu: number;
};

export type LoadTarget = { url: string; cpuMs: () => Promise<number> };

/** CPU time of the local PostgreSQL processes so far (0 when the server is not on this machine). */
export function postgresCpuMs(): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile, or there is no /proc.
    }
  }
  return (ticks / ticksPerSecond) * 1000;
}

/** The demo accounts' password, which every demo user has. */
export const demoPassword = demoAccounts[0]?.password ?? '';

/** Signs `username` in on the server at `baseUrl` and answers the session's token. */
export async function signIn(baseUrl: string, username: string, password = demoPassword): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runScenario(
  target: LoadTarget,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const [serverBefore, databaseBefore] = [await target.cpuMs(), postgresCpuMs()];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const common = { connections: options.connections, duration: options.seconds };
    const requestOptions =
      'draw' in scenario
        ? {
            url: target.url,
            requests: [
              {
                // With one request in flight per connection, the next is drawn as the last answer
                // arrives and sent at once: from drawing to answer is the request's latency.
                setupRequest: (_request: unknown, context: DrawContext) => {
                  context.request = scenario.draw();
                  context.drawnAt = performance.now();
                  return context.request;
                },
                onResponse: (status: number, _body: string, context: DrawContext) => {
                  if (!context.request) return;
                  if (status >= 400) scenario.refused?.(context.request, status);
                  scenario.answered?.(context.request, performance.now() - (context.drawnAt ?? 0));
                },
              },
            ],
          }
        : {
            url: `${target.url}${scenario.path}`,
            headers: scenario.token ? { authorization: `Bearer ${scenario.token}` } : {},
          };
    const instance = autocannon({ ...common, ...requestOptions }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors += 1;
    });
  });
  const [serverAfter, databaseAfter] = [await target.cpuMs(), postgresCpuMs()];
  latencies.sort((a, b) => a - b);
  const requests = Math.max(latencies.length, 1);
  return {
    name: scenario.name,
    requests: latencies.length,
    rps: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
    reference: scenario.reference,
    serverCpu: (serverAfter - serverBefore) / requests,
    // A backend that ends during the run takes its ticks with it: the difference can dip below zero.
    databaseCpu: Math.max(0, databaseAfter - databaseBefore) / requests,
  };
}

export function printTable(results: readonly Result[]) {
  const rpsOf = (name: string | undefined) => results.find((result) => result.name === name)?.rps;
  const rows = results.map((result) => [
    result.name,
    result.p50.toFixed(1),
    result.p95.toFixed(1),
    result.p99.toFixed(1),
    Math.round(result.rps).toString(),
    result.reference ? (result.rps / (rpsOf(result.reference) ?? Number.NaN)).toFixed(2) : '',
    result.serverCpu.toFixed(2),
    result.databaseCpu.toFixed(2),
    String(result.errors),
  ]);
  const header = [
    'scenario',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'vs static',
    'API CPU ms/req',
    'PG CPU ms/req',
    '4xx, 5xx',
  ];
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
