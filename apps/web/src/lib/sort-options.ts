export type SortDirection = 'asc' | 'desc';

/** What a sort menu says of each field: its name and the words of each direction ('A-Z', 'Z-A'). */
export type SortLabels<Field extends string> = Record<
  Field,
  { label: string } & Record<SortDirection, string>
>;

/** Every order of a list, for a sort menu: `field:direction` values with Italian labels. */
export function sortOptions<Field extends string>(fields: readonly Field[], labels: SortLabels<Field>) {
  return fields.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${field}:${direction}`,
      label: `${labels[field].label} (${labels[field][direction]})`,
    })),
  );
}

/** The order a sort menu's value names; an unknown field gives the fallback, anything but 'desc' 'asc'. */
export function parseSortOption<Field extends string>(
  value: string,
  fields: readonly Field[],
  fallback: Field,
): { sortBy: Field; sortDirection: SortDirection } {
  const [field, direction] = value.split(':');
  const sortBy = fields.find((candidate) => candidate === field) ?? fallback;
  return { sortBy, sortDirection: direction === 'desc' ? 'desc' : 'asc' };
}
