import type { Database } from '@portale/db';
import type { NoticeRecipient } from '../../notifications/index.ts';
import { findSiteReaders } from '../../tenancy/index.ts';

/** Who is told that a site's rooms changed: the customer users with the given sub-role who see the site. */
export function createRoomImportRecipientsRepository(db: Database) {
  return {
    async findRecipients(siteCode: string, subRole: number): Promise<NoticeRecipient[]> {
      return (await findSiteReaders(db, [siteCode], subRole)).map(({ siteCode: _site, ...user }) => user);
    },
  };
}
