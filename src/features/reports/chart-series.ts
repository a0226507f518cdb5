/** One chart's data in the shape both the chart and its table view read. */
export interface ChartSeries {
  /** Column heading of the labels (Day, Number, Outcome). */
  labelHeading: string;
  /** Column heading of the values (Calls, Count). */
  valueLabel: string;
  rows: { label: string; value: number }[];
}
