import { markNotificationReadContract } from '@portale/shared';
import { callApi } from '../../../lib/api-client.ts';

/** Marks one notification read; a failure is only logged (SPEC.md section 8). */
export async function markNotificationRead(notificationId: string): Promise<boolean> {
  try {
    await callApi(markNotificationReadContract, { params: { notificationid: notificationId } });
    return true;
  } catch (error) {
    console.error('mark-as-read failed', error);
    return false;
  }
}
