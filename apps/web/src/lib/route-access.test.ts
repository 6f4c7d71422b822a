import { BackOfficePermission, CustomerSubRole, type Profile } from '@portale/shared';
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deniedMessage, requireStaffPermissions, requireSubRoles } from './route-access.ts';

const { show } = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const input = (subRoles: number[], previous: string | undefined, preload = false) => ({
  context: { profile: { customerSubRoles: subRoles } as Profile, previousHref: () => previous },
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

beforeEach(() => show.mockReset());

describe('requireSubRoles', () => {
  const guard = requireSubRoles([CustomerSubRole.site]);

  it('lets a user holding one of the sub-roles through, and everyone through an empty list', () => {
    expect(
      thrownBy(() => guard(input([CustomerSubRole.documents, CustomerSubRole.site], '/dashboard'))),
    ).toBeUndefined();
    expect(thrownBy(() => requireSubRoles([])(input([], undefined)))).toBeUndefined();
    expect(show).not.toHaveBeenCalled();
  });

  it('cancels the navigation: back where the user was, with the reason in Italian', () => {
    const error = thrownBy(() => guard(input([CustomerSubRole.documents], '/ati-managers')));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { href: string } }).options.href).toBe('/ati-managers');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Accesso non consentito',
        message: deniedMessage([CustomerSubRole.site]),
      }),
    );
  });

  it('sends a page opened directly to the dashboard', () => {
    const error = thrownBy(() => guard(input([], undefined)));
    expect((error as { options: { href: string } }).options.href).toBe('/dashboard');
    const same = thrownBy(() => guard(input([], '/sites')));
    expect((same as { options: { href: string } }).options.href).toBe('/dashboard');
  });

  it('refuses a preload on hover without a message', () => {
    expect(isRedirect(thrownBy(() => guard(input([], '/dashboard', true))))).toBe(true);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('deniedMessage', () => {
  it('names the sub-roles that would open the page, in Italian', () => {
    expect(deniedMessage([CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets])).toBe(
      'Per aprire questa pagina serve il permesso «Comunicazioni» o «Tutte le segnalazioni», che il tuo ' +
        'profilo non ha. Se ti serve, chiedilo all’amministratore del portale della tua azienda.',
    );
  });
});

describe('requireStaffPermissions', () => {
  const guard = requireStaffPermissions([BackOfficePermission.clientsUsers]);
  const staffInput = (roles: Profile['roles'], permissions: number[], previous?: string) => ({
    context: {
      profile: { roles, customerSubRoles: [], backOfficeSubRoles: permissions } as unknown as Profile,
      previousHref: () => previous,
    },
    location: { href: '/backoffice/users' },
    preload: false,
  });

  it('lets staff holding one of the permissions through', () => {
    expect(thrownBy(() => guard(staffInput(['staff'], [4, 1])))).toBeUndefined();
    expect(show).not.toHaveBeenCalled();
  });

  it('refuses staff without the permission and every customer user, with the reason in Italian', () => {
    const error = thrownBy(() => guard(staffInput(['staff'], [4, 5], '/dashboard')));
    expect((error as { options: { href: string } }).options.href).toBe('/dashboard');
    expect(isRedirect(thrownBy(() => guard(staffInput(['customer'], [1]))))).toBe(true);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Accesso non consentito',
        message:
          'Per aprire questa pagina serve il permesso di back office «Utenti dei clienti», che il tuo ' +
          'profilo non ha. Se ti serve, chiedilo a un amministratore del portale.',
      }),
    );
  });
});
