/** Every text of the experiments card (docs/analytics.md#experiments). */
export const EXPERIMENT_TEXTS = {
  title: 'Experiments',
  intro:
    'Test another message on the same page: each visitor sees one variant (the same one all day), and the numbers below say which one brings more leads.',
  loading: 'Loading experiments',
  loadFailed: (detail: string) => `The experiments could not be loaded: ${detail}`,
  retry: 'Try again',
  readOnly: 'This order is Completed: no new experiment can start.',
  newTitle: 'New experiment',
  newIntro:
    'Variant A is your page as published. Write only what variant B should say differently; empty fields keep the published text.',
  variantLegend: (name: string) => `Variant ${name}`,
  variantHint: 'Leave a field empty to keep what the page says now.',
  addC: 'Add a variant C',
  removeC: 'Remove variant C',
  emptyVariant: 'Each variant must change at least one text: the header, the title, the button or a point.',
  start: 'Start experiment',
  starting: 'Starting…',
  startFailed: 'The experiment could not be started. Try again.',
  started: 'The experiment is running: visitors now see one variant each.',
  running: 'Running since',
  control: '(your page)',
  resultsTitle: 'Results so far',
  noVisitors: 'No visitors have seen the variants yet. Results appear here as soon as they do.',
  resultsFailed: 'The results could not be loaded.',
  stopWith: (name: string, control: boolean) => (control ? `Stop and keep ${name}` : `Stop and publish ${name}`),
  confirmTitle: (name: string, control: boolean) => (control ? `Keep variant ${name}?` : `Publish variant ${name}?`),
  confirmBody: (name: string, control: boolean) =>
    control
      ? `The experiment stops and every visitor sees your page as it is now (variant ${name}).`
      : `The experiment stops and variant ${name} becomes your published page for every visitor (a new version in the editor; you can restore the previous one there).`,
  stopped: (name: string, control: boolean) =>
    control ? `Experiment stopped: your page stays as it was.` : `Experiment stopped: variant ${name} is now your page.`,
  stopFailed: 'The experiment could not be stopped. Try again.',
  past: 'Earlier experiments',
  winner: (name: string) => `winner: ${name}`,
  columns: {
    variant: 'Variant',
    visitors: 'Visitors',
    cta: 'Button clicks',
    leads: 'Leads',
    conversion: 'Conversion',
    beat: 'Chance to beat A',
  },
  method:
    'Unique visitors per day; conversion is leads ÷ visitors. The chance to beat A is Bayesian (Beta-Binomial, uniform prior).',
} as const;
