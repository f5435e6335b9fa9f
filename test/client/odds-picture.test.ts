import { describe, expect, it } from 'vitest';
import { oddsChart, oddsRows } from '../../client/objects/odds-picture';

const history = [
  { round: 1, moves: 0, odds: [0.25, 0.25, 0.25, 0.25] },
  { round: 2, moves: 40, odds: [0.5, 0.26, 0.14, 0.1] },
];

describe('the odds pictures', () => {
  it('badges show the latest chance in whole percent, with a trend arrow past a small change', () => {
    expect(oddsRows(history).map((r) => r.text)).toEqual(['50% ▲', '26%', '14% ▼', '10% ▼']);
    expect(oddsRows([])).toEqual([]);
  });

  it('the chart spreads the estimates over the width, 100% at the top', () => {
    const lines = oddsChart(history, 100, 40);
    expect(lines).toHaveLength(4);
    expect(lines[0].points).toEqual([
      { x: 0, y: 30 },
      { x: 100, y: 20 },
    ]);
  });
});
