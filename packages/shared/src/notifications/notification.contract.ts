import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { notificationStates } from './notification-targets.ts';
import { notificationsAccess } from './notifications.access.ts';

/** A notification as its user sees it, SPEC.md section 3. */
export const notificationItemSchema = z.object({
  notificationId: z.string(),
  /** ISO 8601 instant. */
  creationDate: z.string(),
  /** The target screen's name (see notificationTargets), or null when there is nothing to open. */
  state: z.string().nullable(),
  /** The target screen's parameters, e.g. { ticketId: '…' }. */
  stateParams: z.record(z.string(), z.string()).nullable(),
  /** HTML built on the server from escaped values only; sanitise it again before rendering. */
  template: z.string(),
  read: z.boolean(),
  /** The sender's full name, or null when the portal itself sent it. */
  userFromName: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListQuerySchema = z.object({
  /** The newest `limit` notifications (default 50, at most 100). */
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const myNotificationsContract = defineContract({
  method: 'GET',
  path: '/notifications/my-list',
  summary: "The signed-in user's notifications, newest first (the latest 50 unless limit says otherwise)",
  tags: ['notifications'],
  access: loginAccess,
  query: notificationListQuerySchema,
  response: { 200: z.array(notificationItemSchema) },
});

export const myUnreadNotificationsContract = defineContract({
  method: 'GET',
  path: '/notifications/my-list-unread',
  summary:
    "The signed-in user's unread notifications, newest first (the latest 50 unless limit says otherwise)",
  tags: ['notifications'],
  access: loginAccess,
  query: notificationListQuerySchema,
  response: { 200: z.array(notificationItemSchema) },
});

export const readAllNotificationsContract = defineContract({
  method: 'PUT',
  path: '/notifications/read-all',
  summary: 'Marks every notification of the signed-in user as read',
  tags: ['notifications'],
  access: loginAccess,
  response: { 204: z.null() },
});

export const markNotificationReadContract = defineContract({
  method: 'POST',
  path: '/notifications/:notificationid/mark-as-read',
  summary: 'Marks one notification of the signed-in user as read',
  description:
    "404 Notification not found for an unknown id and for another user's notification: only its owner " +
    'may read or touch a notification. Marking a read notification again is harmless (204).',
  tags: ['notifications'],
  access: loginAccess,
  params: z.object({ notificationid: z.string().max(100).describe('The notificationId') }),
  response: { 204: z.null() },
});

export const sendNotificationRequestSchema = z
  .object({
    /** The recipient, by id … */
    userId: z.uuid().optional(),
    /** … or by username. */
    username: z.string().trim().min(1).max(64).optional(),
    /** Plain text (escaped by the server; line breaks kept). */
    text: z.string().trim().min(1).max(2000),
    /** The screen the notification opens, with its parameters. */
    state: z.enum(notificationStates).optional(),
    stateParams: z.record(z.string().max(64), z.string().max(200)).optional(),
  })
  .refine((body) => (body.userId === undefined) !== (body.username === undefined), {
    message: 'give either userId or username',
    path: ['userId'],
  });
export type SendNotificationRequest = z.infer<typeof sendNotificationRequestSchema>;

export const sendNotificationContract = defineContract({
  method: 'POST',
  path: '/notifications/send',
  summary: 'Staff (communications): sends a notification with a text to one user, pushed live',
  description:
    'The provider messages one user, customer or staff: the text is stored as the notification template ' +
    '(escaped, line breaks kept) with the caller as sender, then pushed over the hub to every session of ' +
    'the recipient on every instance. state and stateParams name the screen it opens. 404 User not found ' +
    'when no user has that id or username.',
  tags: ['notifications'],
  access: staffPolicy(notificationsAccess.rules.send),
  body: sendNotificationRequestSchema,
  response: { 201: notificationItemSchema },
});
