import type { FastifyBaseLogger } from 'fastify';
import {
  hubNotifyNames,
  notificationTargets,
  targetParamNames,
  type NotificationItem,
  type NotificationState,
  type SendNotificationRequest,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { NotificationRepository, NotificationRow } from './notification.repository.ts';
import { textToHtml, type SafeHtml } from './safe-html.ts';

/** What the service needs of the real-time hub: a push to every session of a user, on every instance. */
export type NotificationPusher = {
  notifyUser: (userId: string, name: string, payload: unknown) => void;
};

export type NotifyInput = {
  userId: string;
  /** Built with `html` or `textToHtml` (safe-html.ts): markup from the code, values escaped. */
  template: SafeHtml;
  /** The screen the notification opens, with its parameters (every `:param` of its path). */
  state?: NotificationState | null;
  stateParams?: Record<string, string> | null;
  /** The user who caused it (shown as the sender); none for the portal itself. */
  fromUserId?: string | null;
};

/** The same notification to several users: stored in one statement. */
export type NotifyAllInput = Omit<NotifyInput, 'userId'> & { userIds: readonly string[] };

/** Users whose notifications are stored in one statement (about 7 parameters each, of PostgreSQL's 65,535). */
const notifyBatchSize = 1000;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toNotificationItem = (row: NotificationRow): NotificationItem => ({
  notificationId: row.id,
  creationDate: row.createdAt.toISOString(),
  state: row.state,
  stateParams: row.stateParams,
  template: row.template,
  read: row.read,
  userFromName: row.fromFirstName === null ? null : `${row.fromFirstName} ${row.fromLastName ?? ''}`.trim(),
});

/** The parameters a state's path needs and the given ones lack. */
const missingParams = (state: NotificationState, params: Record<string, string> | null | undefined) =>
  targetParamNames(notificationTargets[state]).filter((name) => !params?.[name]);

/**
 * Notifications: each user reads and marks only their own; other modules call `notify`, which stores
 * the notification first and then pushes it live through the hub.
 */
export function createNotificationService(deps: {
  repository: NotificationRepository;
  hub: NotificationPusher;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repository, hub, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function notifyAll(input: NotifyAllInput): Promise<NotificationItem[]> {
    const state = input.state ?? null;
    if (state && missingParams(state, input.stateParams).length > 0) {
      throw new Error(`notification to ${state} lacks ${missingParams(state, input.stateParams).join(', ')}`);
    }
    const content = {
      template: input.template.html,
      state,
      stateParams: state ? (input.stateParams ?? null) : null,
      fromUserId: input.fromUserId ?? null,
    };
    const userIds = [...new Set(input.userIds)];
    const items: NotificationItem[] = [];
    // In batches: a statement's parameters are bounded, and each batch is pushed as soon as it is
    // stored, so the first users of a broadcast to thousands are not kept waiting for the last.
    for (let start = 0; start < userIds.length; start += notifyBatchSize) {
      const rows = await repository.insertForUsers(userIds.slice(start, start + notifyBatchSize), content);
      // Stored first: a push that fails costs only the live pop-up, the panel still lists it.
      for (const row of rows) {
        const item = toNotificationItem(row);
        try {
          hub.notifyUser(row.userId, hubNotifyNames.notification, item);
        } catch (err) {
          log.warn({ err, userId: row.userId }, 'notification stored but not pushed');
        }
        items.push(item);
      }
    }
    return items;
  }

  async function notify({ userId, ...content }: NotifyInput): Promise<NotificationItem> {
    const [item] = await notifyAll({ ...content, userIds: [userId] });
    return item!;
  }

  return {
    notify,
    notifyAll,

    async listMine(
      auth: AuthContext,
      options: { unreadOnly: boolean; limit: number },
    ): Promise<NotificationItem[]> {
      const rows = await repository.listForUser(auth.userId, options);
      return rows.map(toNotificationItem);
    },

    /**
     * Only the owner may mark a notification: any other id, or a malformed one, is not found. Staff
     * impersonating the owner see the notifications but leave them unread: what the customer has not
     * read yet is still new to them.
     */
    async markRead(auth: AuthContext, notificationId: string): Promise<void> {
      if (!uuidShape.test(notificationId)) throw new AppError('NOTIFICATION_NOT_FOUND');
      if (auth.impersonatorUserId) {
        if (!(await repository.belongsTo(auth.userId, notificationId)))
          throw new AppError('NOTIFICATION_NOT_FOUND');
        return;
      }
      if (!(await repository.markRead(auth.userId, notificationId, now()))) {
        throw new AppError('NOTIFICATION_NOT_FOUND');
      }
    },

    async markAllRead(auth: AuthContext): Promise<void> {
      if (auth.impersonatorUserId) return;
      await repository.markAllRead(auth.userId, now());
    },

    /** The bell's dot: whether the user has any unread notification. */
    hasUnread: (userId: string): Promise<boolean> => repository.hasUnread(userId),

    /** Staff (communications) message one user: the text is escaped, the caller is the sender. */
    async send(auth: AuthContext, request: SendNotificationRequest): Promise<NotificationItem> {
      const userId = await repository.findUserId({ userId: request.userId, username: request.username });
      if (!userId) throw new AppError('USER_NOT_FOUND');
      const state = request.state ?? null;
      const missing = state ? missingParams(state, request.stateParams) : [];
      if (missing.length > 0) {
        throw new AppError('VALIDATION', {
          fields: missing.map((name) => ({ path: `body.stateParams.${name}`, message: 'required by state' })),
        });
      }
      return notify({
        userId,
        template: textToHtml(request.text),
        state,
        stateParams: request.stateParams ?? null,
        fromUserId: auth.userId,
      });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
