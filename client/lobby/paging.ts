/**
 * Pages of the open-tables list: as many rows as the panel holds, one page at a time. A page is
 * remembered by the index of its first row, so that it survives the list changing under it and
 * the panel changing size (a phone turned): the page shown is the one holding that row.
 */

export interface RoomPage {
  /** Index of the page's first row in the whole list. */
  first: number;
  /** Rows on this page (0 only when the list is empty). */
  count: number;
  /** 0-based page number, and how many pages there are (at least 1). */
  index: number;
  pages: number;
}

/** The page of `total` rows, `perPage` to a page, that holds row `wanted` (or the last page, when the list got shorter). */
export function pageAt(total: number, perPage: number, wanted: number): RoomPage {
  const per = Math.max(1, Math.floor(perPage));
  const pages = Math.max(1, Math.ceil(total / per));
  const index = Math.min(pages - 1, Math.max(0, Math.floor(wanted / per)));
  const first = index * per;
  return { first, count: Math.max(0, Math.min(per, total - first)), index, pages };
}
