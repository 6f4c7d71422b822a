/**
 * The charts of the quality statistics, loaded apart with their library (recharts) once one of them is in
 * sight (lib/chart-frame.tsx).
 */
import '@mantine/charts/styles.css';

export { BarChart, LineChart } from '@mantine/charts';
