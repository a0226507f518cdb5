import { beforeEach, describe, expect, it } from 'vitest';
import { readChartType, writeChartType } from './chart-type-memory';

describe('chart type memory', () => {
  beforeEach(() => window.localStorage.clear());
  it('defaults to bar and remembers per heading', () => {
    expect(readChartType('Usage Insights')).toBe('bar');
    writeChartType('Usage Insights', 'table');
    writeChartType('Client Insights', 'line');
    expect(readChartType('Usage Insights')).toBe('table');
    expect(readChartType('Client Insights')).toBe('line');
    expect(readChartType('Phone Number Insights', 'area')).toBe('area');
  });
  it('ignores a stored value that is not a chart type', () => {
    window.localStorage.setItem('portal.reports.chartType.Usage Insights', 'pie');
    expect(readChartType('Usage Insights')).toBe('bar');
  });
});
