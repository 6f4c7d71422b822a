/** The author of a ticket, an event or a post, and the staff user who wrote it in their name. */
export type Authored = { authorName: string | null; actingStaffName: string | null };

/**
 * Who wrote it, as the reader sees it: the author, or «Mario Rossi per conto di Giulia Bianchi» when a
 * staff user wrote it while signed in as the author (access as the customer). `deleted` names an
 * author whose account no longer exists, capitalised or not as the sentence needs.
 */
export function authorLabel(item: Authored, deleted = 'Utente eliminato'): string {
  if (!item.actingStaffName) return item.authorName ?? deleted;
  return `${item.actingStaffName} per conto di ${item.authorName ?? 'un utente eliminato'}`;
}
