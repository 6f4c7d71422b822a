/**
 * A working load for the fault test: customers opening tickets, writing in them and reading their lists,
 * and a kiosk uploading votes, each write marked so that the database can be asked afterwards whether
 * it is there, and how many times. Every call goes through patientCall, as the web client's would.
 */
import { patientCall, type Call } from './patient-client.ts';

export type LoadUser = { username: string; token: string; siteCode: string };
export type SentWrite = { mark: string; acknowledged: boolean };
export type LoadResult = {
  calls: Call[];
  tickets: SentWrite[];
  messages: SentWrite[];
  votes: SentWrite[];
};

const paceMs = 15;
const votePaceMs = 1000;

/** A customer's ticket, as the load opens them: a report on the customer's first site. */
export const openTicket = (baseUrl: string, user: LoadUser, subject: string) =>
  patientCall(`${baseUrl}/api/tickets`, {
    label: 'ticket',
    method: 'POST',
    token: user.token,
    body: { type: 'REPORT', urgency: 'LOW', siteCode: user.siteCode, subject, description: 'Prova' },
  });

export function startWriteLoad(
  baseUrl: string,
  options: {
    phase: string;
    users: readonly LoadUser[];
    workersPerUser: number;
    kioskKey: string;
    firstVoteAt: number;
  },
) {
  const result: LoadResult = { calls: [], tickets: [], messages: [], votes: [] };
  let stopped = false;
  let counter = 0;
  const next = () => (counter += 1);

  async function customer(user: LoadUser, worker: number) {
    const ownTickets: string[] = [];
    while (!stopped) {
      const roll = Math.random();
      if (roll < 0.4 || ownTickets.length === 0) {
        const mark = `${options.phase} ${user.username} w${worker} t${next()}`;
        const call = await openTicket(baseUrl, user, mark);
        result.calls.push(call);
        result.tickets.push({ mark, acknowledged: call.ok });
        if (call.ok) ownTickets.push((call.body as { ticketId: string }).ticketId);
      } else if (roll < 0.7) {
        const mark = `${options.phase} ${user.username} w${worker} m${next()}`;
        const ticketId = ownTickets[Math.floor(Math.random() * ownTickets.length)] ?? '';
        const call = await patientCall(`${baseUrl}/api/tickets/${ticketId}/messages`, {
          label: 'message',
          method: 'POST',
          token: user.token,
          body: { text: mark, attachmentIds: [] },
        });
        result.calls.push(call);
        result.messages.push({ mark, acknowledged: call.ok });
      } else {
        result.calls.push(
          await patientCall(`${baseUrl}/api/tickets/my-list?pageSize=20`, {
            label: 'read',
            token: user.token,
          }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, paceMs));
    }
  }

  // Presses 3 s apart by the kiosk's clock, so that none is taken for a held button.
  let votedAt = options.firstVoteAt;
  async function kiosk() {
    while (!stopped) {
      const votes = [1, 2].map(() => {
        votedAt += 3000;
        return {
          id: `${options.phase}-v${next()}`,
          vote: 1 + (next() % 4),
          votedAt: new Date(votedAt).toISOString(),
        };
      });
      const call = await patientCall(`${baseUrl}/api/kiosk-votes`, {
        label: 'votes',
        method: 'POST',
        headers: { 'x-kiosk-key': options.kioskKey },
        body: { votes },
      });
      result.calls.push(call);
      for (const vote of votes) result.votes.push({ mark: vote.id, acknowledged: call.ok });
      await new Promise((resolve) => setTimeout(resolve, votePaceMs));
    }
  }

  const running = Promise.all([
    ...options.users.flatMap((user) =>
      Array.from({ length: options.workersPerUser }, (_, worker) => customer(user, worker)),
    ),
    kiosk(),
  ]);
  return {
    result,
    stop: async (): Promise<LoadResult> => {
      stopped = true;
      await running;
      return result;
    },
  };
}
