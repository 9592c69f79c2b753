// `npm run bench`: every benchmark, one after the other, then one summary table
// (figures, never a pass/fail on time). Each module also runs alone: `npx tsx bench/<name>.ts`.
// React renders in production mode, as a deployed server should (set before React is loaded).
process.env.NODE_ENV ??= 'production';

interface Bench {
  name: string;
  what: string;
  run(): Promise<unknown>;
}

const benches: Bench[] = [
  {
    name: 'orders',
    what: 'GET /orders with 5,000 orders on PostgreSQL (p95 of a page, goal < 50 ms)',
    run: async () => (await import('./orders')).runOrdersBench(),
  },
  {
    name: 'landing',
    what: 'landing page renders and page-view ingestion',
    run: async () => (await import('./landing')).runLandingBench(),
  },
  {
    name: 'page',
    what: 'GET /p/{id} of a page kept in memory (br) vs a bare Fastify GET route, alternating rounds (goal ≥ 0.5)',
    run: async () => (await import('./page')).runPageBench(),
  },
  {
    name: 'analytics',
    what: 'page_visits aggregation at 100,000 and 1,000,000 visits',
    run: async () => (await import('./analytics')).runAnalyticsBench(),
  },
  {
    name: 'durability',
    what: 'SIGKILL mid-load and restart, PostgreSQL and PGlite: acknowledged writes lost / stored twice',
    run: async () => (await import('./durability')).runDurabilityBench(),
  },
  {
    name: 'load',
    what: 'autocannon on PostgreSQL: landing page, beacon, contact form, /api/tracking vs a bare Fastify route',
    run: async () => (await import('./load')).runLoadBench(),
  },
  {
    name: 'pdf',
    what: '60 PDFs at once from one founder while others load a page, send a beacon, a lead and list orders: p99 and 503s, before/after',
    run: async () => (await import('./pdf')).runPdfBench(),
  },
  {
    name: 'hostile',
    what: '/healthz p50/p99 while four clients send 1 MB nested JSON bodies (goal p99 ≤ 50 ms)',
    run: async () => (await import('./hostile')).runHostileBench(),
  },
];

const only = process.env.BENCH_ONLY?.split(',');
const summary: Record<string, string>[] = [];
for (const bench of benches) {
  if (only && !only.includes(bench.name)) continue;
  console.log(`\n==== bench: ${bench.name} — ${bench.what} ====`);
  const started = performance.now();
  try {
    const result = await bench.run();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    let figure = 'see its table above';
    if (Array.isArray(result) && result.length && typeof result[0] === 'object' && 'p95 ms' in result[0]) {
      const pages = (result as { case: string; 'p95 ms': string }[]).filter((r) => !r.case.startsWith('query only'));
      figure = `worst p95 ${Math.max(...pages.map((r) => Number(r['p95 ms']))).toFixed(1)} ms over ${pages.length} page kinds`;
    }
    if (Array.isArray(result) && result.length && typeof result[0] === 'object' && 'lost' in result[0]) {
      const runs = result as { driver: string; acknowledged: number; lost: number; duplicated: number }[];
      figure = runs
        .map((r) => `${r.driver}: ${r.acknowledged} acknowledged, ${r.lost} lost, ${r.duplicated} twice`)
        .join('; ');
    }
    if (Array.isArray(result) && result.length && typeof result[0] === 'object' && 'bare req/s' in result[0]) {
      const runs = result as {
        case: string;
        'req/s': number;
        'p99 ms': number;
        errors: number;
        'bare req/s': number;
      }[];
      figure = runs
        .map(
          (r) =>
            `${r.case.split(' (')[0]}: ${r['req/s']} req/s (bare ${r['bare req/s']}), p99 ${r['p99 ms']} ms, ${r.errors} errors`,
        )
        .join('; ');
    }
    if (Array.isArray(result) && result.length && typeof result[0] === 'object' && 'healthz p99 ms' in result[0]) {
      const runs = result as { case: string; 'healthz p50 ms': number; 'healthz p99 ms': number }[];
      figure = runs
        .map((r) => `${r.case}: /healthz p50 ${r['healthz p50 ms']} ms, p99 ${r['healthz p99 ms']} ms`)
        .join('; ');
    }
    if (Array.isArray(result) && result.length && typeof result[0] === 'object' && 'client' in result[0]) {
      const rows = result as { case: string; client: string; 'p99 ms': number; answers: string }[];
      figure = rows
        .filter((r) => !r.client.includes('PDFs at once'))
        .map(
          (r) =>
            `${r.case.split(':')[0]} ${r.client}: p99 ${r['p99 ms']} ms${r.answers.includes('503') ? ` (${r.answers})` : ''}`,
        )
        .join('; ');
    }
    summary.push({ bench: bench.name, measures: bench.what, figure, seconds });
  } catch (err) {
    summary.push({
      bench: bench.name,
      measures: bench.what,
      figure: `did not run: ${(err as Error).message}`,
      seconds: '-',
    });
  }
}
console.log('\n==== summary ====');
console.table(summary);
process.exit(0);

export {};
