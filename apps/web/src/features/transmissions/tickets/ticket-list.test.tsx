import type { TicketListItem } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../lib/testing/rendered-text.tsx';
import { TicketList } from './ticket-list.tsx';

const ticket: TicketListItem = {
  ticketId: 't-1',
  code: 'SEG-2026-000123',
  type: 'INTERVENTION_REQUEST',
  urgency: 'MEDIUM',
  state: 'IN_CHARGE',
  subject: 'Perdita d’acqua nel bagno',
  siteCode: 'UB000001',
  siteName: 'Padiglione A',
  room: null,
  customerCode: 'CL0001',
  customerName: 'Azienda Ospedaliera Santa Lucia',
  authorName: 'Giulia Bianchi',
  actingStaffName: null,
  createdAt: '2026-03-08T08:30:00Z',
  updatedAt: '2026-03-11T13:15:00Z',
  dueAt: '2026-03-09T08:30:00Z',
  late: false,
  assignedRole: null,
  assignedContactName: null,
  unseen: false,
};

describe('a ticket’s card on a phone', () => {
  it('says which date is which: when it was opened and when it was last updated', () => {
    const text = renderedText(
      <TicketList tickets={[ticket]} staff={false} now={new Date('2026-03-12T09:00:00Z')} />,
      { screen: 'phone' },
    );
    expect(text).toContain('SEG-2026-000123 · aperta l’08/03/2026 09:30');
    expect(text).toContain('Aggiornata l’11/03/2026 14:15');
  });
});
