import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const qualityRules = {
  /** The customer's pages of controls and their menu entry: sub-role quality controls (8). */
  read: { customerSubRoles: [CustomerSubRole.qualityControls], staffPermissions: [] },
  /**
   * Reading the controls of the sites the user sees, with their working: sub-role quality controls (8);
   * staff with permission survey (10) read every customer's.
   */
  controls: {
    customerSubRoles: [CustomerSubRole.qualityControls],
    staffPermissions: [BackOfficePermission.survey],
  },
  /**
   * The monthly reports, their page and its menu entry: sub-role quality reports (9) within the job
   * orders the user reaches; staff with survey (10) read, ask for and redraw every customer's.
   */
  reports: {
    customerSubRoles: [CustomerSubRole.qualityReports],
    staffPermissions: [BackOfficePermission.survey],
  },
  /** The statistics page and its menu entry: sub-role quality stats (10). */
  statisticsPage: { customerSubRoles: [CustomerSubRole.qualityStats], staffPermissions: [] },
  /** The statistics' figures: sub-role quality stats (10) within the sites the user sees; staff with survey. */
  statistics: {
    customerSubRoles: [CustomerSubRole.qualityStats],
    staffPermissions: [BackOfficePermission.survey],
  },
  /** The dashboard's quality card: sub-role quality controls (8) or quality stats (10); staff with survey. */
  trend: {
    customerSubRoles: [CustomerSubRole.qualityControls, CustomerSubRole.qualityStats],
    staffPermissions: [BackOfficePermission.survey],
  },
  /**
   * Asking for a joint control, replying to staff's proposal, withdrawing, and confirming a joint
   * control's result: sub-role quality controls (8).
   */
  requestControl: { customerSubRoles: [CustomerSubRole.qualityControls], staffPermissions: [] },
  /** Joint control requests: customers with quality controls (8) read theirs, staff with 8 every one. */
  requests: {
    customerSubRoles: [CustomerSubRole.qualityControls],
    staffPermissions: [BackOfficePermission.contradictoryRequests],
  },
  /** Answering joint control requests: staff with contradictory requests (8). */
  answerRequests: { customerSubRoles: [], staffPermissions: [BackOfficePermission.contradictoryRequests] },
  /** Starting a control (drawing its rooms), voting and completing it: staff with survey (10). */
  record: { customerSubRoles: [], staffPermissions: [BackOfficePermission.survey] },
} as const satisfies Record<string, AccessRule>;
