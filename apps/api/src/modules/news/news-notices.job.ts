import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundJob } from '../app-module.ts';
import { html, type TellUser } from '../notifications/index.ts';
import type { ClaimedNews, NewsRepository } from './news.repository.ts';

/** How often the job looks for news whose window opened (a write with an open window wakes it at once). */
export const newsNoticesIntervalMs = 60_000;

/**
 * The notice of a news item, once its window opens: every enabled customer user it addresses gets a
 * notification that opens the dashboard (where the «Novità» card shows it), a refresh of their badges and
 * an email if they accept system emails. Each item is claimed before it is told (`notified_at`, set in the
 * claiming statement), so several instances, or two rounds of one, tell it once.
 */
export function createNewsNoticesJob(deps: {
  repository: NewsRepository;
  tell: TellUser;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  let draining: Promise<number> | undefined;
  let again = false;

  async function tellOne(item: ClaimedNews) {
    let recipients;
    try {
      recipients = await deps.repository.recipients(item);
    } catch (err) {
      // Nobody was told yet: the next round tries again.
      deps.log.warn({ err, newsId: item.id }, 'news notice not sent');
      await deps.repository.unclaim(item.id).catch(() => undefined);
      return;
    }
    await deps.tell(
      recipients,
      {
        template: html`Novità dal fornitore: <strong>${item.title}</strong>. La trovi nella tua pagina
          iniziale.`,
        state: 'dashboard',
        stateParams: {},
        subject: `Novità: ${item.title}`,
        sentence: `È stata pubblicata una novità per te: «${item.title}». La trovi nella pagina iniziale del portale.`,
        path: '/dashboard',
        linkLabel: 'Apri il portale',
      },
      null,
    );
  }

  /** One round: every news item due, one at a time; returns how many were told. */
  const run = (): Promise<number> => {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      let told = 0;
      do {
        again = false;
        for (;;) {
          const item = await deps.repository.claimDue(deps.now());
          if (!item) break;
          await tellOne(item);
          told += 1;
        }
      } while (again);
      return told;
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  };

  const job: BackgroundJob = {
    name: 'tell the users of news whose window opened',
    intervalMs: newsNoticesIntervalMs,
    runAtStart: true,
    async run() {
      const told = await run();
      if (told > 0) deps.log.info({ told }, 'news notices sent');
    },
  };

  return {
    job,
    run,
    /** Starts a round now, in the background (a write opened a window). */
    wake() {
      run().catch((err: unknown) => deps.log.warn({ err }, 'news notices round failed'));
    },
  };
}
