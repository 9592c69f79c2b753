// Chart.js and its React wrapper: a chunk of its own, loaded by VisitCharts.tsx only where a chart
// is drawn and once it comes into view (a results section with no visits never fetches it).
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import type { ChartCanvasProps } from './VisitCharts';

ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export default function ChartCanvas(props: ChartCanvasProps) {
  switch (props.kind) {
    case 'line':
      return <Line {...props.chart} />;
    case 'bar':
      return <Bar {...props.chart} />;
    case 'doughnut':
      return <Doughnut {...props.chart} />;
  }
}
