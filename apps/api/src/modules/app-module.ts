import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '@portale/db';
import type { HubNotifyName, Profile } from '@portale/shared';
import type { AppConfig } from '../config/config.ts';
import type { AuthContext } from '../plugins/auth-context.ts';
import type { AttachmentStore } from '../plugins/attachment-store.ts';
import type { FileStore } from '../plugins/files.ts';
import type { CacheTag, ReadCache } from '../plugins/read-cache.ts';

/**
 * The one shape of an area of the API. Each area's public file (`modules/<area>/index.ts`) exports a
 * `createXModule(deps)` returning this (and, for the areas others build on, the services they need);
 * app.ts builds the shared dependencies once and hands the modules to registerModules().
 */
export type AppModule = {
  /** The area's name, in logs. */
  name: string;
  /** Registers the area's routes, under the /api prefix. */
  routes?: (api: FastifyInstance) => void;
  /** Hooks on the whole app, added before any route (e.g. the audit of impersonated writes). */
  hooks?: (app: FastifyInstance) => void;
  /** Work the app runs once it is ready and then every interval, until it closes. */
  jobs?: readonly BackgroundJob[];
  /** The area's counts on the profile: its menu badges. */
  profileCounts?: ProfileCountsSource;
  /**
   * Every table the counts are read from, when they may be kept in memory between changes (the
   * badgeCounts cache, per user and reach): a change to any of them drops them. Without it the counts
   * are read on every profile load.
   */
  profileCountsReadFrom?: readonly CacheTag[];
  /** The names of the Notify events the area pushes through the hub (hub-protocol.ts). */
  hubEvents?: readonly HubNotifyName[];
};

export type BackgroundJob = {
  name: string;
  intervalMs: number;
  /** Also run once as soon as the app is ready. */
  runAtStart?: boolean;
  run: () => Promise<void>;
};

/** Counts on the profile (badges and the bell's dot), each from the area that owns it. */
export type ProfileCounts = Partial<
  Pick<
    Profile,
    'newDocuments' | 'newBillingDocuments' | 'newTickets' | 'newCommunications' | 'hasNotifications'
  >
>;
export type ProfileCountsSource = (auth: AuthContext) => Promise<ProfileCounts>;

/** What app.ts builds once and every module may receive. */
export type SharedDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  log: FastifyBaseLogger;
  files: FileStore;
  /** The users' uploads, checked by the same rules wherever they are made (plugins/attachment-store.ts). */
  attachments: AttachmentStore;
  /** The caches of the hottest reads (plugins/read-cache.ts), kept fresh by app.ts. */
  caches: { sessions: ReadCache; siteReads: ReadCache; badgeCounts: ReadCache };
  now?: () => Date;
};
