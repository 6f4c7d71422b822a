import type { IsoDate } from '../dates/calendar-day.ts';
import type { RoomState } from '../real-estate/room-enums.ts';
import type { FeeFormula, FeeSchedule, MonthDuration, WeekLength } from '../sites/fee-formula.ts';

/** What of a site the engine needs: its formula, calendar settings, dates and own fee split. */
export type FeeEngineSite = {
  formula: FeeFormula;
  weekLength: WeekLength;
  holidaysAreWorkingDays: boolean;
  monthDuration: MonthDuration;
  /** The local patron saint's day, 'MM-DD', a holiday like the national ones; null when none. */
  patronSaintDay: string | null;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** The site's own fee split; null while staff have not set it. */
  feeSplit: FeeSchedule | null;
};

/** One row of a room's history (room_states): what the room is from effectiveFrom on. */
export type FeeRoomSnapshot = {
  effectiveFrom: IsoDate;
  state: RoomState;
  name: string;
  /** Hundredths of a square metre. */
  areaCentiSqm: number;
  categoryName: string;
  /** Thousandths (1000 = 1.000); the caller refuses null coefficients before asking (512). */
  categoryCoefficientThousandths: number;
  frequencyCode: string;
  frequencyCoefficientThousandths: number;
  /** The accepted variation request that wrote the row; null for imports and demo data. */
  variationId: number | null;
};

export type FeeRoom = {
  roomId: number;
  identifier: string;
  /** Oldest first. Before the first row the room does not exist. */
  history: readonly FeeRoomSnapshot[];
};

/** An accepted service variation, as the fee of its service sees it. */
export type FeeServiceVariation = {
  variationId: number;
  kind: 'price_change' | 'suspension' | 'end';
  dateFrom: IsoDate;
  /** The last day of a suspension or price change; null: for good. */
  dateTo: IsoDate | null;
  /** A price change's new monthly fee, in cents. */
  newFeeCents: number | null;
};

export type FeeService = {
  siteServiceId: number;
  name: string;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** The service's own fee split; null when it is included in the site's fee. */
  feeSplit: FeeSchedule | null;
  variations: readonly FeeServiceVariation[];
};

export type FeeEngineInput = {
  year: number;
  /** 1-12. */
  month: number;
  site: FeeEngineSite;
  rooms: readonly FeeRoom[];
  services: readonly FeeService[];
};

/** A room's line of the month: why it costs what it costs. */
export type FeeRoomLine = {
  kind: 'room';
  roomId: number;
  identifier: string;
  name: string;
  /** As on the room's last open day of the month (or its last day, if never open). */
  areaCentiSqm: number;
  categoryName: string;
  frequencyCode: string;
  /** categoryCoefficient × frequencyCoefficient in millionths for equivalent m²; 1 000 000 otherwise. */
  coefficientMillionths: number;
  /** Working days of the month on which the room was open, over the month's working days. */
  openWorkingDays: number;
  workingDays: number;
  amountCents: number;
  /** What the room would cost open on every working day of the month it exists. */
  fullAmountCents: number;
};

/** A flat line: the site's own fee (flat services fee formula) or a service with its own fee split. */
export type FeeFlatLine = {
  kind: 'site' | 'service';
  siteServiceId: number | null;
  name: string;
  /** Working days on which the line was due (in force, not suspended, not ended). */
  dueWorkingDays: number;
  workingDays: number;
  amountCents: number;
  fullAmountCents: number;
};

export type FeeLine = FeeRoomLine | FeeFlatLine;

/** The rate rooms are charged at: the fee split's monthly fee over the weight of the rooms at its base. */
export type FeeRoomRate = {
  /** The day whose rooms make the base: the split's first day with rooms. */
  baseDate: IsoDate;
  /** Square metres (flat per m²) or equivalent square metres at the base, in hundredths. */
  baseWeightCentiSqm: number;
};

export type FeeAdjustment = {
  variationId: number;
  /** What the fee would be without this variation, minus what it is: negative when it lowers the fee. */
  effectCents: number;
};

export type MonthFee = {
  year: number;
  month: number;
  formula: FeeFormula;
  workingDays: number;
  /** The working-day divisor of a partial month: the real working days, or 22, 26, 30 for a 30-day month. */
  partialMonthDivisor: number;
  /** Non-working days of the month that would be working by week length: the holidays, patron's included. */
  holidays: IsoDate[];
  rate: FeeRoomRate | null;
  lines: FeeLine[];
  adjustments: FeeAdjustment[];
  /** The sum of the lines. */
  totalCents: number;
};
