/** Every text of the experiments card (docs/analytics.md#experiments). */
export const EXPERIMENT_TEXTS = {
  title: 'Experiments',
  intro:
    'Test another message, or a price, on the same page: each visitor sees one variant (the same one all day), and the numbers below say which one brings more leads (or more clicks on a price).',
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
    control
      ? `Experiment stopped: your page stays as it was.`
      : `Experiment stopped: variant ${name} is now your page.`,
  stopFailed: 'The experiment could not be stopped. Try again.',
  /** Before the data allows a winner (decisionGuards): the only way out, and what it records. */
  stopOnly: 'Stop experiment',
  stopOnlyTitle: 'Stop the experiment without a winner?',
  stopOnlyBody: (priced: boolean) =>
    priced
      ? 'The experiment stops and the pricing section disappears from your page. No winner is recorded: the data is not enough to name one, so the history will say "stopped, no result".'
      : 'The experiment stops and every visitor sees your page as it is now (variant A). No winner is recorded: the data is not enough to name one, so the history will say "stopped, no result".',
  stoppedNoResult: 'Experiment stopped with no result: your page stays as it was.',
  noWinnerYet: (rule: string) =>
    `No winner can be named yet: ${rule}. Until then you can only stop the experiment, and no winner is recorded.`,
  past: 'Earlier experiments',
  /**
   * What stopping recorded (issue 25): "winner" only when the data showed the chosen variant ahead;
   * a variant kept without that evidence is "chosen, not measured"; no visitors, "stopped, no result".
   * Experiments stopped before this was recorded (no outcome) say "chosen".
   */
  outcome: (outcome: 'winner' | 'chosen' | 'no_result' | null, name: string) =>
    outcome === 'winner'
      ? `winner: ${name}`
      : outcome === 'no_result'
        ? 'stopped, no result'
        : outcome === 'chosen'
          ? `${name} chosen, not measured`
          : `${name} chosen`,
  kindLegend: 'What to test',
  kinds: {
    message: 'The message (header, title, button, points)',
    price: 'A price: each visitor sees one',
    tiers: 'Price tiers side by side',
  },
  newPriceTitle: 'New price test',
  priceIntro:
    'Each visitor sees one of these prices (A, B, C) in a pricing section on your page. The numbers say how many click "Choose" at each price.',
  tiersIntro: 'Every visitor sees all these prices side by side. The numbers say how many click "Choose" on each.',
  fakeDoorNote:
    'Nothing can be bought: "Choose" opens a dialog that says orders are not open yet and invites the visitor to leave an email, which becomes a lead with its price.',
  priceLegend: (name: string) => `Price ${name}`,
  tierLegend: (n: number) => `Tier ${n}`,
  amount: 'Amount',
  currency: 'Currency',
  period: 'Per',
  periods: { once: 'one-time', month: 'month', year: 'year' } as Record<string, string>,
  included: 'What is included',
  addPrice: 'Add a price',
  removePrice: 'Remove the last price',
  priceInvalid: 'Each price needs an amount (at most two decimals) and what is included, and the prices must differ.',
  demandTitle: 'Demand curve: click-through at each price',
  /** Shown instead of the curve when the prices are not on one scale. */
  demandTableTitle: 'Click-through at each price',
  demandNotOneScale:
    'No curve: these prices differ in currency or period, so one line through them would compare unlike things. The table reads each price on its own.',
  demandAlt: (points: string) => `Click-through on "Choose" at each price: ${points}`,
  priceMethod:
    'Unique visitors per day; click-through is "Choose" clicks ÷ visitors (conversion, leads ÷ visitors, is the emails left). Nothing was sold: the dialog says orders are not open yet. The chance to beat A is Bayesian (Beta-Binomial, uniform prior), shown once a winner may be named.',
  tiersMethod:
    'Unique visitors per day; click-through is "Choose" clicks ÷ visitors (a visitor\'s first "Choose" of the day counts). Nothing was sold: the dialog says orders are not open yet.',
  stopPrice: (name: string) => `Stop: ${name} wins`,
  stopTiers: 'Stop the price test',
  tiersVerdict:
    'Every visitor sees every price here, so there is no variant to beat: compare the clicks and emails on each price below.',
  priceConfirmTitle: 'Stop the price test?',
  priceStopped: (name: string) => `Experiment stopped (${name} chosen): the pricing section is no longer shown.`,
  priceConfirmBody: (name: string) =>
    `The experiment stops, ${name} is recorded as the winner and the pricing section disappears from your page. Your page's text does not change.`,
  columns: {
    price: 'Price',
    priceClicks: '“Choose” clicks',
    clickThrough: 'Click-through',
    priceLeads: 'Emails left',
    variant: 'Variant',
    visitors: 'Visitors',
    cta: 'Button clicks',
    leads: 'Leads',
    /** One word per rate (docs/analytics.md#reading-the-result): leads ÷ visitors; clickThrough is "Choose" clicks ÷ visitors. */
    conversion: 'Conversion',
    beat: 'Chance to beat A',
  },
  method:
    'Unique visitors per day; conversion is leads ÷ visitors (leads sent after the experiment started). The chance to beat A is Bayesian (Beta-Binomial, uniform prior), shown once a winner may be named: 100 visitors per variant, 7 days, and an even split of visitors (sample-ratio check).',
} as const;
