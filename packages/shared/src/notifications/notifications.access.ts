import { defineArea } from '../access/area-table.ts';
import { notificationsRules } from './notifications.rules.ts';

const rules = notificationsRules;

/** Notifications: no page of their own, the shell's panel shows them. */
export const notificationsAccess = defineArea({ rules, menu: {} });
