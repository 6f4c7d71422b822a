import { describe, expect, it } from 'vitest';
import { newUserFormSchema, toNewUserRequest } from './user-form-schemas.ts';

const person = {
  username: 'mario.rossi',
  email: 'mario.rossi@example.it',
  firstName: 'Mario',
  surname: 'Rossi',
};
const issuePaths = (input: unknown) =>
  newUserFormSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the new-user form', () => {
  it('asks a customer user for a well-formed customer code and, when limited, for a site', () => {
    expect(issuePaths({ ...person, kind: 'customer' })).toEqual(['customerCode']);
    expect(issuePaths({ ...person, kind: 'customer', customerCode: 'CL 1' })).toEqual(['customerCode']);
    expect(issuePaths({ ...person, kind: 'customer', customerCode: 'CL0001', limitedToSites: true })).toEqual(
      ['siteCodes'],
    );
    expect(issuePaths({ ...person, kind: 'staff' })).toEqual([]);
  });

  it('shows the customer code missing together with the other mistakes', () => {
    expect(issuePaths({ ...person, kind: 'customer', email: 'nope', limitedToSites: true })).toEqual([
      'email',
      'customerCode',
      'siteCodes',
    ]);
  });

  it('keeps the shared rules of name, email and username', () => {
    expect(issuePaths({ ...person, kind: 'staff', username: 'a b', email: 'nope', firstName: ' ' })).toEqual([
      'username',
      'email',
      'firstName',
    ]);
  });

  it('sends no customer for staff and sites only to a customer user limited to them', () => {
    const staff = newUserFormSchema.parse({
      ...person,
      kind: 'staff',
      customerCode: 'CL0001',
      permissionsRoleClaim: [1],
    });
    expect(toNewUserRequest(staff)).toEqual({ ...person, kind: 'staff', permissionsRoleClaim: [1] });

    const everySite = newUserFormSchema.parse({
      ...person,
      kind: 'customer',
      customerCode: 'CL0001',
      siteCodes: ['UB000001'],
    });
    expect(toNewUserRequest(everySite)).toMatchObject({ limitedToSites: false, siteCodes: [] });

    const someSites = newUserFormSchema.parse({
      ...person,
      kind: 'customer',
      customerCode: 'CL0001',
      limitedToSites: true,
      siteCodes: ['UB000001'],
    });
    expect(toNewUserRequest(someSites)).toMatchObject({ customerCode: 'CL0001', siteCodes: ['UB000001'] });
  });
});
