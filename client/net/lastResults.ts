/**
 * The results this tab was last shown, kept in sessionStorage: a reload on the results screen
 * shows them again even when the finished table has closed meanwhile (it closes once its last
 * person leaves, which a lone player's reload is). Leaving the results forgets them.
 */
import type { GameResult, ModeId } from '../../shared/engine/types';
import type { OddsPoint, TableSettings } from '../../shared/protocol/messages';

/** What the Results scene is given. */
export interface ResultsData {
  mode: ModeId;
  result: GameResult;
  names: string[];
  seat: number | null;
  bots: boolean[];
  /** The table's settings as the room applied them (welcome.table), for a rematch. */
  table: TableSettings | null;
  /** How the win odds moved (the `odds` message), for the chart; absent where there were none. */
  odds?: OddsPoint[];
  /** The match's id (its table's), for its replay; absent in results kept before it was. */
  matchId?: string;
}

/** The results of a table as its seat list names them, for the viewer at `seat`. */
export function resultsData(
  mode: ModeId,
  result: GameResult,
  seats: readonly { name: string; bot: boolean }[],
  seat: number | null,
  table: TableSettings | null,
  odds?: OddsPoint[],
): ResultsData {
  return { mode, result, names: seats.map((s, i) => s.name || `Seat ${i + 1}`), bots: seats.map((s) => s.bot), seat, table, odds };
}

const KEY = 'tp.results';

/** The storage used (sessionStorage in the page); null where there is none. */
function store(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function keepResults(data: ResultsData): void {
  try {
    store()?.setItem(KEY, JSON.stringify(data));
  } catch {
    // Full or blocked storage: a reload then goes back to the lobby.
  }
}

/** The results last shown in this tab, or null (none, or not readable as results). */
export function lastResults(): ResultsData | null {
  try {
    const data = JSON.parse(store()?.getItem(KEY) ?? 'null') as ResultsData | null;
    return data && Array.isArray(data.result?.standings) && Array.isArray(data.names) ? data : null;
  } catch {
    return null;
  }
}

export function forgetResults(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
