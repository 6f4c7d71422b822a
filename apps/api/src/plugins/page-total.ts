/**
 * A page's rows without the matching count they carry (`matchingCount`, page-total.repository.ts), and
 * the list's total: from the rows, or, for a page past the end (no row to carry it), from `countAlone`.
 */
export async function withPageTotal<R extends { total: number }>(
  rows: readonly R[],
  page: number,
  countAlone: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const total = rows[0]?.total ?? (page > 1 ? await countAlone() : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
