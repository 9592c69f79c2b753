export { ExperimentsCard } from './ExperimentsCard';
