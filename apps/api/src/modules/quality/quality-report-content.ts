import {
  italianMonthName,
  formatItalianDate,
  scoreControl,
  ticketStateLabels,
  type ControlItem,
  type QualityRule,
  type QualityVote,
  type TicketState,
} from '@portale/shared';

/**
 * The words and tables of a monthly quality report, worked out from what the repository read: pure, so
 * a test reads them without drawing a PDF (quality-report-pdf.ts draws them).
 */

/** A block of the report, in reading order. */
export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | {
      kind: 'table';
      /** Column titles and their shares of the page's width (adding up to 1). */
      columns: { title: string; share: number; align?: 'left' | 'right' }[];
      rows: string[][];
      /** A bar drawn in the last column, 0 to 1, per row (the trend). */
      bars?: (number | null)[];
    };

export type ReportContent = {
  title: string;
  /** The lines under the title: job order, customer, month. */
  facts: string[];
  /** The footer of every page, before its number. */
  footer: string;
  blocks: ReportBlock[];
};

export type ReportVote = {
  controlId: number;
  controlDate: string;
  ruleId: number;
  roomId: number;
  identifier: string;
  roomName: string;
  areaCategoryId: number;
  areaCategoryName: string;
  elementCode: string;
  elementName: string;
  vote: QualityVote;
  note: string | null;
};

export type ReportRules = {
  weights: { ruleId: number; elementCode: string; weight: number }[];
  levels: { ruleId: number; areaCategoryId: number; lqaThousandths: number }[];
};

export type ReportFollowUps = {
  tickets: { code: string; room: string | null; state: TicketState; createdAt: Date }[];
  rechecks: {
    recheckOfControlId: number | null;
    state: 'requested' | 'proposed' | 'scheduled' | 'cancelled';
    scheduledAt: Date | null;
  }[];
};

export type ReportSite = {
  siteCode: string;
  siteName: string;
  votes: ReportVote[];
  rules: ReportRules;
  followUps: ReportFollowUps;
};

export type ReportTrendMonth = {
  month: string;
  controls: number;
  compliant: number;
  meanScoreThousandths: number | null;
};

export type ReportInput = {
  jobOrder: { id: string; description: string; customerCode: string; customerName: string };
  /** `YYYY-MM`. */
  month: string;
  sites: ReportSite[];
  /** The twelve months up to the report's, each with its figures (months without controls included). */
  trend: ReportTrendMonth[];
  /** When it was drawn, `YYYY-MM-DD` in Rome. */
  drawnOn: string;
};

/** '2026-10' as «ottobre 2026». */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${italianMonthName(Number(number)) || number} ${year}`;
}

const oneDecimal = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Thousandths as a percentage with one decimal, Italian style: 875 → «87,5%», 900 → «90,0%». */
export const percentOfThousandths = (thousandths: number) => `${oneDecimal.format(thousandths / 10)}%`;

/** «4 su 5 (80,0%)»: the compliant share with the number of controls. */
export const compliantShare = (compliant: number, controls: number) =>
  controls === 0
    ? '—'
    : `${compliant} su ${controls} (${percentOfThousandths(Math.round((compliant * 1000) / controls))})`;

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** A rule version as scoreControl reads it. */
function ruleOf(rules: ReportRules, ruleId: number): QualityRule {
  const weights: Record<string, number> = {};
  const lqaThousandths: Record<number, number> = {};
  for (const weight of rules.weights)
    if (weight.ruleId === ruleId) weights[weight.elementCode] = weight.weight;
  for (const level of rules.levels)
    if (level.ruleId === ruleId) lqaThousandths[level.areaCategoryId] = level.lqaThousandths;
  return { weights, lqaThousandths };
}

type ScoredControl = {
  controlId: number;
  controlDate: string;
  votes: ReportVote[];
  score: ReturnType<typeof scoreControl>;
};

/** Each control of a site scored by its own rule version, with the shared rule. */
export function scoreSiteControls(site: ReportSite): ScoredControl[] {
  const byControl = new Map<number, ReportVote[]>();
  for (const vote of site.votes) {
    const votes = byControl.get(vote.controlId) ?? [];
    votes.push(vote);
    byControl.set(vote.controlId, votes);
  }
  return [...byControl.values()].map((votes) => {
    const first = votes[0]!;
    const items: ControlItem[] = votes.map((vote) => ({
      roomId: vote.roomId,
      areaCategoryId: vote.areaCategoryId,
      element: vote.elementCode,
      vote: vote.vote,
    }));
    return {
      controlId: first.controlId,
      controlDate: first.controlDate,
      votes,
      score: scoreControl(items, ruleOf(site.rules, first.ruleId)),
    };
  });
}

/** The follow-up of a room that did not conform in a control, in words. */
export function followUpOf(
  room: { identifier: string },
  control: { controlId: number; controlDate: string },
  followUps: ReportFollowUps,
): string {
  const prefix = `${room.identifier} · `;
  const words = followUps.tickets
    .filter(
      (ticket) =>
        ticket.room?.startsWith(prefix) === true &&
        ticket.createdAt.toISOString().slice(0, 10) >= control.controlDate,
    )
    .map((ticket) => `Segnalazione ${ticket.code} (${ticketStateLabels[ticket.state].toLowerCase()})`);
  for (const recheck of followUps.rechecks) {
    if (recheck.recheckOfControlId !== control.controlId) continue;
    if (recheck.state === 'scheduled' && recheck.scheduledAt)
      words.push(
        `Ricontrollo fissato per il ${formatItalianDate(recheck.scheduledAt.toISOString().slice(0, 10))}`,
      );
    else if (recheck.state === 'cancelled') words.push('Ricontrollo annullato');
    else words.push('Ricontrollo richiesto');
  }
  return words.length === 0 ? 'nessun seguito registrato' : words.join('; ');
}

/** The report's words and tables. */
export function buildReportContent(input: ReportInput): ReportContent {
  const month = monthLabel(input.month);
  const scored = input.sites.map((site) => ({ site, controls: scoreSiteControls(site) }));
  const allControls = scored.flatMap((entry) => entry.controls);
  const blocks: ReportBlock[] = [];

  blocks.push({ kind: 'heading', text: 'Sintesi del mese' });
  if (allControls.length === 0) {
    blocks.push({
      kind: 'paragraph',
      text: `Nessun controllo di qualità completato a ${month} sulle ubicazioni della commessa.`,
    });
  } else {
    const compliant = allControls.filter((control) => control.score.total.conforms).length;
    blocks.push({
      kind: 'paragraph',
      text:
        `${allControls.length === 1 ? 'Un controllo completato' : `${allControls.length} controlli completati`} ` +
        `su ${input.sites.length === 1 ? 'un’ubicazione' : `${input.sites.length} ubicazioni`}: punteggio medio ` +
        `${percentOfThousandths(mean(allControls.map((control) => control.score.total.scoreThousandths)))}, ` +
        `conformi ${compliantShare(compliant, allControls.length)}. Il punteggio è 1 - B/A (A: pesi degli ` +
        'elementi ispezionati, B: pesi di quelli respinti, con voto 1 o 2); un’area è conforme quando il suo ' +
        'punteggio raggiunge il livello di qualità accettabile (LQA) della sua categoria.',
    });
  }

  blocks.push({ kind: 'heading', text: 'Punteggi per ubicazione' });
  if (scored.length > 0) {
    blocks.push({
      kind: 'table',
      columns: [
        { title: 'Ubicazione', share: 0.52 },
        { title: 'Controlli', share: 0.14, align: 'right' },
        { title: 'Punteggio medio', share: 0.16, align: 'right' },
        { title: 'Conformi', share: 0.18, align: 'right' },
      ],
      rows: scored.map(({ site, controls }) => [
        `${site.siteName} (${site.siteCode})`,
        String(controls.length),
        percentOfThousandths(mean(controls.map((control) => control.score.total.scoreThousandths))),
        compliantShare(controls.filter((control) => control.score.total.conforms).length, controls.length),
      ]),
    });
  } else {
    blocks.push({ kind: 'paragraph', text: 'Nessuna ubicazione controllata nel mese.' });
  }

  for (const { site, controls } of scored) {
    blocks.push({ kind: 'heading', text: `${site.siteName}: punteggi per categoria di area` });
    const categories = new Map<number, { name: string; scores: number[]; conforming: number; lqa: number }>();
    for (const control of controls) {
      for (const category of control.score.categories) {
        const name =
          control.votes.find((vote) => vote.areaCategoryId === category.areaCategoryId)?.areaCategoryName ??
          '';
        const entry = categories.get(category.areaCategoryId) ?? {
          name,
          scores: [],
          conforming: 0,
          lqa: category.lqaThousandths,
        };
        entry.scores.push(category.scoreThousandths);
        if (category.conforms) entry.conforming += 1;
        categories.set(category.areaCategoryId, entry);
      }
    }
    blocks.push({
      kind: 'table',
      columns: [
        { title: 'Categoria di area', share: 0.4 },
        { title: 'LQA', share: 0.12, align: 'right' },
        { title: 'Controlli', share: 0.12, align: 'right' },
        { title: 'Punteggio medio', share: 0.16, align: 'right' },
        { title: 'Conformi', share: 0.2, align: 'right' },
      ],
      rows: [...categories.values()]
        .sort((one, other) => one.name.localeCompare(other.name, 'it'))
        .map((category) => [
          category.name,
          percentOfThousandths(category.lqa),
          String(category.scores.length),
          percentOfThousandths(mean(category.scores)),
          compliantShare(category.conforming, category.scores.length),
        ]),
    });
  }

  blocks.push({ kind: 'heading', text: 'Andamento degli ultimi 12 mesi' });
  blocks.push({
    kind: 'table',
    columns: [
      { title: 'Mese', share: 0.2 },
      { title: 'Controlli', share: 0.12, align: 'right' },
      { title: 'Conformi', share: 0.2, align: 'right' },
      { title: 'Punteggio medio', share: 0.16, align: 'right' },
      { title: '', share: 0.32 },
    ],
    rows: input.trend.map((entry) => [
      monthLabel(entry.month),
      String(entry.controls),
      compliantShare(entry.compliant, entry.controls),
      entry.meanScoreThousandths === null ? '—' : percentOfThousandths(entry.meanScoreThousandths),
      '',
    ]),
    bars: input.trend.map((entry) =>
      entry.meanScoreThousandths === null ? null : entry.meanScoreThousandths / 1000,
    ),
  });

  blocks.push({ kind: 'heading', text: 'Non conformità del mese e loro seguito' });
  const nonConformities: string[][] = [];
  for (const { site, controls } of scored) {
    for (const control of controls) {
      for (const room of control.score.rooms) {
        if (room.conforms) continue;
        const votes = control.votes.filter((vote) => vote.roomId === room.roomId);
        const first = votes[0]!;
        const rejected = votes.filter((vote) => vote.vote <= 2);
        nonConformities.push([
          `${site.siteName}, ${formatItalianDate(control.controlDate)}`,
          `${first.identifier} · ${first.roomName}`,
          first.areaCategoryName,
          rejected.map((vote) => `${vote.elementName} (${vote.vote})`).join(', '),
          rejected
            .filter((vote) => vote.note)
            .map((vote) => `${vote.elementName}: ${vote.note}`)
            .join('; ') || '—',
          followUpOf(first, control, site.followUps),
        ]);
      }
    }
  }
  if (nonConformities.length === 0) {
    blocks.push({ kind: 'paragraph', text: 'Nessun vano non conforme nel mese.' });
  } else {
    blocks.push({
      kind: 'table',
      columns: [
        { title: 'Ubicazione e data', share: 0.17 },
        { title: 'Vano', share: 0.15 },
        { title: 'Categoria', share: 0.13 },
        { title: 'Elementi respinti', share: 0.17 },
        { title: 'Note', share: 0.19 },
        { title: 'Seguito', share: 0.19 },
      ],
      rows: nonConformities,
    });
  }

  return {
    title: `Rapporto mensile sulla qualità: ${month}`,
    facts: [
      `Commessa ${input.jobOrder.id}: ${input.jobOrder.description}`,
      `Cliente: ${input.jobOrder.customerName} (${input.jobOrder.customerCode})`,
      `Mese: ${month}`,
      `Redatto il ${formatItalianDate(input.drawnOn)}`,
    ],
    footer: `Commessa ${input.jobOrder.id} · ${month}`,
    blocks,
  };
}
