import { describe, expect, it } from 'vitest';
import { chartOptions } from './chart-canvas';

describe('chartOptions', () => {
  it('titles the value axis with what it counts, as the Table view heads its column', () => {
    const options = chartOptions({ labelHeading: 'Day', valueLabel: 'Calls', rows: [{ label: '12/01/2026', value: 4 }] });
    expect(options.scales.y.title).toEqual({ display: true, text: 'Calls' });
    expect(options.scales.y.beginAtZero).toBe(true);
  });
});
