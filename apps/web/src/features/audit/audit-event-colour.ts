import type { MantineColor } from '@mantine/core';
import type { AuditEvent } from '@portale/shared';

const colourByEvent: Partial<Record<AuditEvent, MantineColor>> = {
  login_succeeded: 'teal',
  first_access_completed: 'teal',
  login_failed: 'red',
  login_refused: 'red',
  login_locked_out: 'red',
  two_factor_failed: 'red',
  impersonation_created: 'violet',
  impersonation_started: 'violet',
  impersonated_request: 'violet',
  user_deleted: 'orange',
  user_status_changed: 'orange',
  user_permissions_changed: 'orange',
};

/** Failures stand out in red, impersonation in violet, changes to accounts in orange. */
export const auditEventColour = (event: AuditEvent): MantineColor => colourByEvent[event] ?? 'gray';
