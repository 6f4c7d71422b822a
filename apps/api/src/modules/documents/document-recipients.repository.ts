import { sql, type SQL } from 'drizzle-orm';
import { documentExpiryNotices, type Database } from '@portale/db';
import { rowsOf } from '../../plugins/raw-rows.ts';

export type DocumentRecipientUser = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  systemEmailsConsent: boolean;
};

/**
 * Whether the user `u` reaches the association `da` of their customer: the customer as a whole, or a
 * job order or site holding a published site they see (their group's, and one of theirs when limited to
 * some sites). The same rule as document-reach.repository.ts, for many users at once.
 */
const siteSeenBy = sql`s.published and j.customer_code = u.customer_code
  and (u.ati_group_id is null or j.ati_group_id = u.ati_group_id)
  and (not u.limited_to_sites or exists (select 1 from user_sites us where us.user_id = u.id and us.site_code = s.code))`;
// One exists per kind of association, each on its own index (a site's code, a job order's sites).
const reachesAssociation = sql`((da.job_order_id is null and da.site_code is null)
  or (da.site_code is not null and exists (select 1 from sites s inner join job_orders j on j.id = s.job_order_id
    where s.code = da.site_code and ${siteSeenBy}))
  or (da.site_code is null and da.job_order_id is not null and exists (select 1 from sites s
    inner join job_orders j on j.id = s.job_order_id where s.job_order_id = da.job_order_id and ${siteSeenBy})))`;

/** Whether the user `u` reaches the document whose id is `documentId` through any of its associations. */
const userReaches = (documentId: SQL) => sql`exists (select 1 from document_associations da
  where da.document_id = ${documentId} and da.customer_code = u.customer_code and ${reachesAssociation})`;

const recipientColumns = sql`u.id as "userId", u.email, u.first_name as "firstName",
  u.last_name as "lastName", u.system_emails_consent as "systemEmailsConsent"`;

/** The enabled customer users with the documents sub-role. */
const documentReaders = (subRole: number) =>
  sql`u.kind = 'customer' and u.enabled and ${subRole} = any(u.customer_sub_roles)`;

/** Who is told about a document: on publishing, and when its validity is about to end. */
export function createDocumentRecipientsRepository(db: Database) {
  return {
    /** The users with the documents sub-role who reach the document. */
    async findRecipients(documentId: string, subRole: number) {
      const result = await db.execute(sql`select ${recipientColumns} from users u
        where ${documentReaders(subRole)} and ${userReaches(sql`${documentId}::uuid`)}`);
      return rowsOf<DocumentRecipientUser>(result);
    },

    /**
     * The latest versions ending between `today` and `until` and the users with the documents sub-role
     * who reach them, for whom no notice of that end was recorded yet.
     */
    async findExpiryNoticesDue(today: string, until: string, subRole: number) {
      // From each document's associations to the users of that customer only: pairing every document
      // with every reader first is quadratic at scale.
      const result = await db.execute(sql`select distinct d.id as "documentId", d.title,
          d.valid_until::text as "validUntil", ${recipientColumns}
        from documents d
        inner join document_associations da on da.document_id = d.id
        inner join users u on u.customer_code = da.customer_code and ${documentReaders(subRole)}
        where not d.outdated and d.category <> 'site-image'
          and d.valid_until between ${today}::date and ${until}::date
          and ${reachesAssociation}
          and not exists (select 1 from document_expiry_notices n
            where n.document_id = d.id and n.valid_until = d.valid_until and n.user_id = u.id)
        order by "validUntil", "documentId", "userId"`);
      return rowsOf<DocumentRecipientUser & { documentId: string; title: string; validUntil: string }>(
        result,
      );
    },

    /**
     * Records the notices, in one statement per thousand; those it returns were not recorded yet (the
     * others, another instance has sent).
     */
    async recordExpiryNotices(
      notices: readonly { documentId: string; validUntil: string; userId: string }[],
      at: Date,
    ): Promise<{ documentId: string; userId: string }[]> {
      const recorded: { documentId: string; userId: string }[] = [];
      for (let start = 0; start < notices.length; start += 1000) {
        const rows = notices
          .slice(start, start + 1000)
          .map(({ documentId, validUntil, userId }) => ({ documentId, validUntil, userId, sentAt: at }));
        recorded.push(
          ...(await db.insert(documentExpiryNotices).values(rows).onConflictDoNothing().returning({
            documentId: documentExpiryNotices.documentId,
            userId: documentExpiryNotices.userId,
          })),
        );
      }
      return recorded;
    },
  };
}

export type DocumentRecipientsRepository = ReturnType<typeof createDocumentRecipientsRepository>;
