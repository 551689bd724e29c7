export { type CategoryCount, DonutChart, type DonutChartProps } from './DonutChart';
