/**
 * Demo users of the fixed customers who were created but never did their first access (no password
 * yet), so that the back office's dashboard and user list show users awaiting activation: one of the
 * hospital (CL0001), one of the bank (CL0002), one of the health authority (CL0003).
 */
export const usersAwaitingActivation: readonly {
  customerCode: string;
  firstName: string;
  lastName: string;
}[] = [
  { customerCode: 'CL0001', firstName: 'Stefano', lastName: 'Rinaldi' },
  { customerCode: 'CL0002', firstName: 'Michele', lastName: 'Sala' },
  { customerCode: 'CL0003', firstName: 'Ilaria', lastName: 'Cattaneo' },
];

/** Whether a demo user is one of those awaiting activation. */
export const isAwaitingActivation = (user: {
  customerCode?: string | null;
  firstName: string;
  lastName: string;
}): boolean =>
  usersAwaitingActivation.some(
    (candidate) =>
      candidate.customerCode === user.customerCode &&
      candidate.firstName === user.firstName &&
      candidate.lastName === user.lastName,
  );
