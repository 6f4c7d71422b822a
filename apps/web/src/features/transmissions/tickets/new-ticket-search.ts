import { ticketTypes } from '@portale/shared';
import { code, oneOf, searchSchema, text, type SearchOf } from '../../../lib/search-params.ts';

/**
 * What a link may fill in the new-ticket form (a quality control's non-compliant room): the type, the
 * site with its name (shown even before the site search holds it), the room, the subject and the text.
 * The user reads and may change all of it before sending.
 */
export const newTicketSearchSchema = searchSchema({
  type: oneOf(ticketTypes),
  siteCode: code(16),
  siteName: text(200),
  room: text(100),
  subject: text(150),
  description: text(2000),
});
export type NewTicketPreset = SearchOf<typeof newTicketSearchSchema>;
