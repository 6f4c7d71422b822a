import { contactFieldsSchema, contactRoleFieldsSchema } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { contactsAdminSearchSchema } from './contacts-admin-search.ts';
import {
  associationCount,
  associationErrors,
  associationPlace,
  personName,
  roleErrors,
} from './contacts-admin-words.ts';
import { roleFieldOf } from './role-form-dialog.tsx';

const refusal = (status: number, code: string) =>
  new ApiError({ message: 'refused', status, body: { code, requestId: 'r' } } as ConstructorParameters<
    typeof ApiError
  >[0]);

describe('staff’s contacts in words', () => {
  it('names a person with their title, and where an association holds', () => {
    expect(personName({ title: 'Ing.', name: 'Giulia', surname: 'Ferri' })).toBe('Ing. Giulia Ferri');
    expect(personName({ title: null, name: 'Marco', surname: 'Rossi' })).toBe('Marco Rossi');
    const place = { site: null, siteCode: null, jobTask: null, jobTaskCode: null };
    expect(associationPlace(place)).toBe('Tutto il cliente');
    expect(associationPlace({ ...place, jobTask: 'Pulizie', jobTaskCode: 'C1' })).toBe(
      'Commessa C1 – Pulizie',
    );
    expect(associationPlace({ ...place, jobTaskCode: 'C1', site: 'Padiglione A', siteCode: 'UB1' })).toBe(
      'Ubicazione UB1 – Padiglione A',
    );
    expect([0, 1, 4].map(associationCount)).toEqual([
      'nessuna associazione',
      '1 associazione',
      '4 associazioni',
    ]);
  });

  it('says the refusals in Italian: a loop in the roles, a duplicate, a place not the customer’s', () => {
    expect(operationErrorMessage(refusal(400, 'CONTACT_ROLE_CYCLE'), roleErrors)).toMatch(
      /^Un ruolo non può rispondere a sé stesso/,
    );
    expect(operationErrorMessage(refusal(422, 'SITE_ASSOCIATION_ALREADY_EXISTS'), associationErrors)).toMatch(
      /ha già questo ruolo/,
    );
    expect(operationErrorMessage(refusal(406, 'SITE_MISSING_ASSOCIATION'), associationErrors)).toMatch(
      /non appartiene al cliente/,
    );
    expect(roleFieldOf('body.respondsToRoleId')).toBe('respondsToRoleId');
    expect(roleFieldOf('body.other')).toBeNull();
  });

  it('keeps empty fields of a person as none, and refuses a wrong email or priority', () => {
    const person = contactFieldsSchema.parse({ name: 'A', surname: 'B', title: ' ', email: '', phone: '' });
    expect(person).toMatchObject({ title: null, email: null, phone: null, employeeId: null });
    expect(contactFieldsSchema.safeParse({ name: 'A', surname: 'B', email: 'non-valida' }).success).toBe(
      false,
    );
    expect(contactRoleFieldsSchema.safeParse({ name: 'R', priority: -1, roleCategoryId: 1 }).success).toBe(
      false,
    );
  });

  it('reads the tab and the filters from the address bar, dropping what is not one', () => {
    expect(contactsAdminSearchSchema.parse({ tab: 'roles', customerCode: 'CL0001', page: 2 })).toMatchObject({
      tab: 'roles',
      customerCode: 'CL0001',
      page: 2,
    });
    expect(contactsAdminSearchSchema.parse({ tab: 'other' }).tab).toBeUndefined();
  });
});
