/**
 * `npm run bench:rooms`: the rooms import of issue 14 on files of 10,000 and 50,000 rows (or the sizes
 * of BENCH_ROOM_ROWS, comma-separated), on PostgreSQL (a new database on DATABASE_URL_BENCH's server,
 * seeded at BENCH_SCALE 1 and dropped at the end, or BENCH_DATABASE_URL as it is). For each size: a dry
 * run, the import applied, and the same file applied again (all unchanged), each timed and with the API
 * process's peak memory above what it held before the call, sampled every 20 ms (run with
 * --expose-gc, as the npm script does, so the baseline is taken after a collection). The peak heap
 * counts garbage not yet collected, which V8 lets grow for longer the longer a call runs; so a fourth
 * call, a dry run again, forces a full collection every half second and gives the live heap's peak:
 * what the import holds (those collections slow that call down, so its time is not the import's).
 * The API is built
 * in this process and called through inject() with the file streamed from disk, so the figures are
 * the import's: the multipart read, the zip check, both passes of the streaming reader, the staging
 * and the SQL.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openDatabase } from '@portale/db';
import { roomTemplateColumns, type RoomImportResult } from '@portale/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { prepareDatabase } from './bench-database.ts';

const sizes = (process.env.BENCH_ROOM_ROWS ?? '10000,50000').split(',').map(Number);
const categories = ['Ambulatori', 'Degenze', 'Uffici', 'Servizi igienici', 'Corridoi e atri'];
const frequencies = ['7/7', '5/7', '3/7', '1/7'];

/** A template-shaped file of `rows` rooms, written by exceljs's streaming writer with shared strings. */
async function writeRoomsFile(file: string, rows: number) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Locali');
  sheet.addRow(roomTemplateColumns.map((column) => column.header)).commit();
  for (let index = 1; index <= rows; index += 1) {
    const building = `Padiglione ${String.fromCharCode(65 + (index % 8))}`;
    sheet
      .addRow([
        `L-${String(index).padStart(6, '0')}`,
        `Locale ${index}`,
        building,
        `Piano ${index % 6}`,
        10 + (index % 400) / 4,
        categories[index % categories.length],
        frequencies[index % frequencies.length],
        index % 17 === 0 ? 'Chiuso' : 'Aperto',
        null,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

function multipartStream(fields: Record<string, string>, file: string) {
  const boundary = '----portale-bench';
  async function* body() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    }
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="locali.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    );
    yield* createReadStream(file);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Runs `action` while sampling the process's memory; the peaks are above the baseline taken first. */
async function measured<T>(action: () => Promise<T>, collecting: boolean) {
  const { gc } = globalThis as { gc?: () => void };
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let peakLive = base.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const collect = () => {
    gc?.();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(sample, 20);
  const collector = collecting ? setInterval(collect, 500) : undefined;
  const started = performance.now();
  try {
    const result = await action();
    sample();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      rssMb: (peakRss - base.rss) / 1024 / 1024,
      heapMb: (peakHeap - base.heapUsed) / 1024 / 1024,
      liveMb: collecting ? (peakLive - base.heapUsed) / 1024 / 1024 : null,
    };
  } finally {
    clearInterval(timer);
    clearInterval(collector);
  }
}

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'portale-bench-rooms-'));
  const database = await prepareDatabase(Number(process.env.BENCH_SCALE ?? 1));
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    DATA_DIR: workDir,
    WEB_DIST_DIR: 'does-not-exist',
  });
  const { app } = await buildApp({ config, database: handle });
  await app.ready();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const lines: string[] = [];
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'staff.demo', password: 'Portale2026!' },
    });
    const token = login.json<{ token: string }>().token;
    const { rows: sites } = await client.query<{ code: string }>(
      `select code from sites where fee_formula is not null and date_from <= current_date order by code limit ${sizes.length}`,
    );
    for (const [index, rows] of sizes.entries()) {
      const siteCode = sites[index]?.code ?? '';
      await client.query('delete from buildings where site_code = $1', [siteCode]);
      const file = path.join(workDir, `rooms-${rows}.xlsx`);
      await writeRoomsFile(file, rows);
      const megabytes = (await stat(file)).size / 1024 / 1024;
      for (const [label, dryRun, collecting] of [
        ['dry run', true, false],
        ['applied', false, false],
        ['same file again', false, false],
        ['dry run, collected every 0.5 s', true, true],
      ] as const) {
        const { payload, contentType } = multipartStream({ siteCode, dryRun: String(dryRun) }, file);
        const run = await measured(
          () =>
            app.inject({
              method: 'POST',
              url: '/api/site/import-rooms',
              headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
              payload,
            }),
          collecting,
        );
        if (run.result.statusCode !== 200)
          throw new Error(`${label} ${rows}: ${run.result.statusCode} ${run.result.body.slice(0, 500)}`);
        const result = run.result.json<RoomImportResult>();
        lines.push(
          `| ${rows.toLocaleString('en')} | ${megabytes.toFixed(1)} MB | ${label} | ${run.seconds.toFixed(1)} s | ${run.rssMb.toFixed(0)} MB | ${run.heapMb.toFixed(0)} MB | ${run.liveMb === null ? '—' : `${run.liveMb.toFixed(0)} MB`} | ${result.added} / ${result.changed} / ${result.unchanged} |`,
        );
        console.log(lines.at(-1));
      }
    }
  } finally {
    await client.end();
    await app.close();
    await handle.close();
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
  console.log(
    '\n| rows | file | call | wall time | peak RSS above start | peak heap above start | peak live heap above start | added / changed / unchanged |',
  );
  console.log('| ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |');
  for (const line of lines) console.log(line);
}

await main();
