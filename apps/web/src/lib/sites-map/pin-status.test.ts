import { describe, expect, it } from 'vitest';
import { pinLabel, pinStatusOf } from './pin-status.ts';

describe('the status a site’s pin shows', () => {
  it('keeps the site’s status, and tells extended sites from the other active ones', () => {
    expect(pinStatusOf({ status: 'active', isExtended: false })).toBe('active');
    expect(pinStatusOf({ status: 'active', isExtended: true })).toBe('extended');
    expect(pinStatusOf({ status: 'closed', isExtended: true })).toBe('closed');
    expect(pinStatusOf({ status: 'inActivation' })).toBe('inActivation');
    expect(pinStatusOf({})).toBeNull();
  });

  it('says the status in words in the pin’s name, never by colour alone', () => {
    expect(pinLabel('Filiale di Lodi', 'extended')).toBe('Filiale di Lodi – Prorogata');
    expect(pinLabel('Filiale di Lodi', 'inActivation')).toBe('Filiale di Lodi – In attivazione');
    expect(pinLabel('Filiale di Lodi', null)).toBe('Filiale di Lodi');
  });
});
