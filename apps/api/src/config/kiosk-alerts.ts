/**
 * The kiosks' alert, as a site follows it until staff give it settings of its own
 * (`kiosk_alert_settings`, «Chioschi» in the back office): the alert is sent when, within one window of
 * `windowMinutes`, the site's kiosks took at least `minimumVotes` votes and the bad ones (1 and 2) are
 * `thresholdPercent` per cent of them or more.
 */
export const kioskAlertDefaults = {
  thresholdPercent: 40,
  windowMinutes: 60,
  minimumVotes: 10,
} as const;

/**
 * Windows that ended longer ago than this are not alerted when their votes arrive late (an upload after
 * an outage): by then the moment to act has passed, and the statistics show them.
 */
export const kioskAlertLateHours = 24;
