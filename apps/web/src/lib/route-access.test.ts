import { CustomerSubRole, sitesAccess, ticketsAccess, usersAccess, type Profile } from '@portale/shared';
import { notifications } from '@mantine/notifications';
import { isRedirect } from '@tanstack/react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backOfficeOnlyMessage,
  customerDeniedMessage,
  customersOnlyMessage,
  deniedMessage,
  staffDeniedMessage,
} from './denied-message.ts';
import { requireAccess } from './route-access.ts';

// Watched, not replaced by a vi.mock: the files of the web project share their imports.
const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
afterAll(() => show.mockRestore());

const profileOf = (roles: Profile['roles'], subRoles: number[], permissions: number[] = []) =>
  ({ roles, customerSubRoles: subRoles, backOfficeSubRoles: permissions }) as unknown as Profile;
const customer = (subRoles: number[]) => profileOf(['customer'], subRoles);
const staff = (permissions: number[]) => profileOf(['staff'], [], permissions);

const input = (profile: Profile, previous: string | undefined, preload = false) => ({
  context: { profile, previousHref: () => previous },
  location: { href: '/sites' },
  preload,
});

const thrownBy = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};
const hrefOf = (error: unknown) => (error as { options: { href: string } }).options.href;

beforeEach(() => show.mockClear());

/** The refusal's message comes once its words are loaded (a dynamic import). */
const shown = (times = 1) => vi.waitFor(() => expect(show).toHaveBeenCalledTimes(times));

describe('requireAccess on a customer page', () => {
  const guard = requireAccess(sitesAccess.rules.list);

  it('lets a customer user holding one of the sub-roles through', () => {
    const holder = customer([CustomerSubRole.documents, CustomerSubRole.site]);
    expect(thrownBy(() => guard(input(holder, '/dashboard')))).toBeUndefined();
    expect(show).not.toHaveBeenCalled();
  });

  it('cancels the navigation: back where the user was, with the reason in Italian', async () => {
    const error = thrownBy(() => guard(input(customer([CustomerSubRole.documents]), '/ati-managers')));
    expect(isRedirect(error)).toBe(true);
    expect(hrefOf(error)).toBe('/ati-managers');
    await shown();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Accesso non consentito',
        message: customerDeniedMessage([CustomerSubRole.site]),
      }),
    );
  });

  it('sends a page opened directly to the dashboard', () => {
    expect(hrefOf(thrownBy(() => guard(input(customer([]), undefined))))).toBe('/dashboard');
    expect(hrefOf(thrownBy(() => guard(input(customer([]), '/sites'))))).toBe('/dashboard');
  });

  it('refuses a preload on hover without a message', async () => {
    expect(isRedirect(thrownBy(() => guard(input(customer([]), '/dashboard', true))))).toBe(true);
    // A message would come once its words are loaded: the same import, awaited here.
    await import('./denied-message.ts');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(show).not.toHaveBeenCalled();
  });

  it('refuses staff, saying the page is the customers’ (no permission of theirs would open it)', async () => {
    expect(isRedirect(thrownBy(() => guard(input(staff([4, 12]), '/dashboard'))))).toBe(true);
    await shown();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message:
          'Questa pagina è riservata agli utenti dei clienti: con un profilo del back office non si apre.',
      }),
    );
  });
});

describe('requireAccess on a back-office page', () => {
  const guard = requireAccess(usersAccess.rules.administration);

  it('lets staff holding one of the permissions through', () => {
    expect(thrownBy(() => guard(input(staff([4, 1]), undefined)))).toBeUndefined();
    expect(show).not.toHaveBeenCalled();
  });

  it('refuses staff without the permission, naming it, in Italian', async () => {
    expect(hrefOf(thrownBy(() => guard(input(staff([4, 5]), '/dashboard'))))).toBe('/dashboard');
    await shown();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Accesso non consentito',
        message:
          'Per aprire questa pagina serve il permesso di back office «Utenti dei clienti», che il tuo ' +
          'profilo non ha. Se ti serve, chiedilo a un amministratore del portale.',
      }),
    );
  });

  it('refuses every customer user, saying the page is the back office’s: no role of theirs would open it', async () => {
    expect(isRedirect(thrownBy(() => guard(input(profileOf(['customer'], [], [1]), undefined))))).toBe(true);
    await shown();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Accesso non consentito',
        message:
          'Questa pagina è del back office, riservata al personale del fornitore: con il profilo di un ' +
          'cliente non si apre.',
      }),
    );
  });
});

describe('requireAccess on a page of both sides', () => {
  const guard = requireAccess(ticketsAccess.rules.read);

  it('lets each side in by its own roles: sub-roles for customers, permissions for staff', () => {
    expect(thrownBy(() => guard(input(customer([14]), undefined)))).toBeUndefined();
    expect(thrownBy(() => guard(input(staff([5]), undefined)))).toBeUndefined();
    expect(isRedirect(thrownBy(() => guard(input(staff([7]), undefined))))).toBe(true);
    expect(isRedirect(thrownBy(() => guard(input(profileOf(['customer'], [], [5]), undefined))))).toBe(true);
  });
});

describe('deniedMessage', () => {
  it('names the sub-roles that would open the page, in Italian', () => {
    expect(deniedMessage(ticketsAccess.rules.read, false)).toBe(
      'Per aprire questa pagina serve il permesso «Comunicazioni» o «Tutte le segnalazioni», che il tuo ' +
        'profilo non ha. Se ti serve, chiedilo all’amministratore del portale della tua azienda.',
    );
  });

  it('names the permissions to staff', () => {
    expect(deniedMessage(ticketsAccess.rules.read, true)).toBe(staffDeniedMessage([5]));
  });

  it('says a page closed to the user’s side belongs to the other side', () => {
    expect(deniedMessage(usersAccess.rules.administration, false)).toBe(backOfficeOnlyMessage);
    expect(deniedMessage(sitesAccess.rules.list, true)).toBe(customersOnlyMessage);
  });
});
