/**
 * The chart.js drawing of an Insights chart: registers only the parts the bar, area and line
 * charts use. Loaded lazily by ChartPanel, so chart.js is fetched on the Insights screen only.
 */
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type Scale,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { ChartSeries } from './chart-series';
import { axisLabel } from './logic/axis-labels';

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Filler, Tooltip, Legend);

interface ChartCanvasProps {
  type: 'bar' | 'area' | 'line';
  series: ChartSeries;
  /** The chart's accessible name. */
  label: string;
}

const colour = '#2563eb';

/** The chart's options (exported for its unit test: the canvas itself is not drawn in jsdom). */
export function chartOptions(series: ChartSeries) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { display: false } },
    scales: {
      // The value axis says what it counts (Calls, Count), as the Table view's heading does; the
      // categories (numbers, days, outcomes) say what they are, and a phone's chart needs the room.
      y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: series.valueLabel } },
      x: {
        ticks: {
          maxRotation: 45,
          // Long categories shortened on a phone's chart (the tooltip keeps them whole).
          callback(this: Scale, value: string | number) {
            return axisLabel(this.getLabelForValue(Number(value)), this.chart.width);
          },
        },
      },
    },
  };
}

export default function ChartCanvas({ type, series, label }: ChartCanvasProps) {
  const data = {
    labels: series.rows.map((r) => r.label),
    datasets: [
      {
        label: series.valueLabel,
        data: series.rows.map((r) => r.value),
        backgroundColor: type === 'area' ? 'rgba(37, 99, 235, 0.25)' : colour,
        borderColor: colour,
        fill: type === 'area',
        tension: 0.25,
        pointRadius: 2,
      },
    ],
  };
  const options = chartOptions(series);
  const aria = { role: 'img', 'aria-label': label };
  return type === 'bar' ? <Bar data={data} options={options} {...aria} /> : <Line data={data} options={options} {...aria} />;
}
