import { describe, expect, it } from 'vitest';
import { authorLabel } from './author-label.ts';

describe('authorLabel', () => {
  it('names the author who wrote it themselves', () => {
    expect(authorLabel({ authorName: 'Giulia Bianchi', actingStaffName: null })).toBe('Giulia Bianchi');
    expect(authorLabel({ authorName: null, actingStaffName: null })).toBe('Utente eliminato');
    expect(authorLabel({ authorName: null, actingStaffName: null }, 'utente eliminato')).toBe(
      'utente eliminato',
    );
  });

  it('names the staff user who wrote it on behalf of the author', () => {
    expect(authorLabel({ authorName: 'Giulia Bianchi', actingStaffName: 'Alessandro Romano' })).toBe(
      'Alessandro Romano per conto di Giulia Bianchi',
    );
    expect(authorLabel({ authorName: null, actingStaffName: 'Alessandro Romano' })).toBe(
      'Alessandro Romano per conto di un utente eliminato',
    );
  });
});
