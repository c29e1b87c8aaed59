/**
 * `npm run bench:profile` (BENCH_PROFILE=1; skipped in `npm run bench`): where the main thread's time goes in the
 * repeat open of home, for this app and the naive app (docs/performance.md, "Side by side with a naive app").
 *
 * The same open as open.bench.ts (fresh profile, cold open, its tab closed, a new tab, slow 4G and 4x CPU), with a
 * Chrome trace of the new tab's open (CDP Tracing: the DevTools timeline and V8's sampling profiler) cut at the
 * first product name in React's home (the `first-live` User Timing mark of tests/bench/first-name.ts; the copy of home painted before React is not profiled). It prints, from navigation
 * start to that mark, on the renderer's main thread:
 * - busy time (the sum of its tasks);
 * - self time by kind of work (script, compile, parse HTML, style, layout, paint, GC, …) from the timeline events;
 * - JS self time by script (the chunk name without its hash), natives such as Intl put down to the script that
 *   called them, with V8's "(program)" (the browser's own work between scripts) and GC apart;
 * - the functions with the most self time.
 * BENCH_RUNS sets how many opens per app (default 3: the figures are each run's, printed side by side).
 * BENCH_PROFILE_OPEN=cold profiles the cold open instead (the first open of a fresh profile). Each run's whole
 * trace is written to test-results/trace-<app>-<open>-<run>.json, for DevTools' Performance panel.
 * BENCH_PROFILE_TAIL_MS keeps tracing that long after the first name, in the trace files only.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { test, type CDPSession } from '@playwright/test';
import { startBenchServer, type BenchServer } from './bench-server';
import { emulatePhone, freshProfile, leaveFirstOpen, openHome } from './open-helpers';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COLD = process.env.BENCH_PROFILE_OPEN === 'cold';
const OPEN = COLD ? 'cold open' : 'repeat open (new tab)';
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName?: string; url?: string };
}

async function traceOf(cdp: CDPSession, open: () => Promise<unknown>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordUntilFull' },
    transferMode: 'ReportEvents',
  });
  try {
    await open();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
  }
  return events;
}

/** The chunk a script URL is: `/assets/framework-AbC123.js` → `framework`. */
const chunkOf = (url: string): string => {
  const file = url.split('/').pop() ?? url;
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '') || url;
};

/** Timeline events by kind of work (self time). */
const KINDS: [RegExp, string][] = [
  [
    /^(EvaluateScript|v8\.run|v8\.evaluateModule|FunctionCall|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|V8\.Execute|XHRReadyStateChange|XHRLoad|v8\.callModuleMethod.*|HandlePostMessage|FireIdleCallback)$/,
    'script (JS running)',
  ],
  [
    /compile|Compile|parseOnBackground|V8\.Parse|v8\.produce|v8\.deserialize|CacheScript|v8\.consume/,
    'compile / parse JS',
  ],
  [/^(ParseHTML|ParseAuthorStyleSheet)$/, 'parse HTML / CSS'],
  [/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout)$/, 'style'],
  [/^Layout$|^UpdateLayout$/, 'layout'],
  [
    /Paint|Layerize|Commit|UpdateLayer|CompositeLayers|Decode|PrePaint|Rasterize/,
    'paint / composite',
  ],
  [/GC|gc|Garbage/, 'garbage collection'],
];
const kindOf = (name: string): string => KINDS.find(([re]) => re.test(name))?.[1] ?? 'other';

interface Breakdown {
  ms: number;
  busy: number;
  kinds: Record<string, number>;
  scripts: Record<string, number>;
  functions: { name: string; ms: number }[];
}

function analyse(events: TraceEvent[], painted: number): Breakdown {
  // Up to React's home (the copy of home painted before it is not what this profile is about).
  const mark = events.find((e) => e.name === 'first-live' && e.cat.includes('blink.user_timing'));
  if (mark === undefined) throw new Error('no first-live mark in the trace');
  const pid = mark.pid;
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.pid === pid &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain',
  )?.tid;
  // The mark was taken `painted` ms after navigation start (performance.now() in the page).
  const start = mark.ts - painted * 1000;
  if (main === undefined) throw new Error('no renderer main thread');
  const end = mark.ts;
  const clip = (e: TraceEvent) =>
    Math.max(0, Math.min(end, e.ts + (e.dur ?? 0)) - Math.max(start, e.ts)) / 1000;

  // Complete events of the main thread in the window, nested by time: self time = own minus children's.
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === main && e.dur !== undefined)
    .filter((e) => e.ts < end && e.ts + (e.dur ?? 0) > start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let busy = 0;
  const kinds: Record<string, number> = {};
  const stack: { event: TraceEvent; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top === undefined || top.event.ts + (top.event.dur ?? 0) > until) break;
      stack.pop();
      const kind = kindOf(top.event.name);
      kinds[kind] = (kinds[kind] ?? 0) + top.self;
    }
  };
  for (const event of slices) {
    close(event.ts);
    const own = clip(event);
    const parent = stack[stack.length - 1];
    if (parent === undefined) busy += own;
    else parent.self -= own;
    stack.push({ event, self: own });
  }
  close(Number.POSITIVE_INFINITY);
  // A task's self time is the scheduler's own, or work the timeline has no event for.
  kinds['task (unattributed)'] = (kinds.other ?? 0) + (kinds['task (unattributed)'] ?? 0);
  delete kinds.other;

  // V8's samples on the main thread: each sample's interval (to the next sample) to its function and script.
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === main).map((e) => e.id),
  );
  const nodes = new Map<number, CpuNode>();
  const samples: { node: number; ts: number }[] = [];
  let clock = 0;
  for (const e of events) {
    if (e.pid !== pid || !profileIds.has(e.id)) continue;
    const data = e.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: CpuNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (e.name === 'Profile' && data?.startTime !== undefined) clock = data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, n) => {
      clock += data?.timeDeltas?.[n] ?? 0;
      samples.push({ node, ts: clock });
    });
  }
  const scriptOf = (id: number): string => {
    const self = nodes.get(id);
    const name = self?.callFrame.functionName ?? '';
    if (name === '(program)') return '(program): browser work outside JS';
    if (name === '(garbage collector)') return '(garbage collector)';
    if (name === '(idle)' || name === '(root)') return '(idle)';
    for (
      let n = self;
      n !== undefined;
      n = n.parent === undefined ? undefined : nodes.get(n.parent)
    ) {
      const url = n.callFrame.url ?? '';
      if (url !== '') return chunkOf(url);
    }
    return `(native: ${name || 'anonymous'})`;
  };
  const scripts: Record<string, number> = {};
  const functions: Record<string, number> = {};
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((sample, n) => {
    const next = samples[n + 1];
    if (next === undefined || sample.ts < start || sample.ts >= end) return;
    const ms = (Math.min(next.ts, end) - sample.ts) / 1000;
    const script = scriptOf(sample.node);
    if (script === '(idle)') return;
    scripts[script] = (scripts[script] ?? 0) + ms;
    const node = nodes.get(sample.node);
    const fn = `${node?.callFrame.functionName || '(anonymous)'} @ ${script}`;
    functions[fn] = (functions[fn] ?? 0) + ms;
  });
  return {
    ms: (end - start) / 1000,
    busy,
    kinds,
    scripts,
    functions: Object.entries(functions)
      .map(([name, ms]) => ({ name, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 15),
  };
}

const APPS = [
  { key: 'app', name: 'this app', dist: process.env.BENCH_DIST ?? 'dist-bench' },
  { key: 'naive', name: 'naive app', dist: process.env.BENCH_NAIVE_DIST ?? 'dist-bench-naive' },
] as const;
const results: Record<string, Breakdown[]> = { app: [], naive: [] };
const servers = new Map<string, BenchServer>();

test.beforeAll(async () => {
  for (const app of APPS) servers.set(app.key, await startBenchServer(app.dist));
});

function table(title: string, rows: Record<string, number[]>, runs: number): string {
  const sorted = Object.entries(rows).sort(
    ([, a], [, b]) => b.reduce((s, v) => s + v, 0) - a.reduce((s, v) => s + v, 0),
  );
  const width = Math.max(20, ...sorted.map(([name]) => name.length));
  return [
    title,
    ...sorted.map(
      ([name, values]) =>
        `  ${name.padEnd(width)}  ${Array.from({ length: runs }, (_, n) => String(Math.round(values[n] ?? 0)).padStart(6)).join(' ')} ms`,
    ),
  ].join('\n');
}

test.afterAll(async () => {
  for (const server of servers.values()) await server.close();
  const out: string[] = [];
  for (const app of APPS) {
    const runs = results[app.key] ?? [];
    if (runs.length === 0) continue;
    const collect = (pick: (b: Breakdown) => Record<string, number>) => {
      const rows: Record<string, number[]> = {};
      runs.forEach((run, n) => {
        for (const [name, ms] of Object.entries(pick(run))) (rows[name] ??= [])[n] = ms;
      });
      return rows;
    };
    out.push(
      `\n${app.name}, ${OPEN} (slow 4G, 4x CPU), navigation → first product name in React's home; one column per run`,
      table(
        'Totals',
        {
          'navigation → first name': runs.map((r) => r.ms),
          'main thread busy': runs.map((r) => r.busy),
        },
        runs.length,
      ),
      table(
        'Main thread self time by kind (timeline events)',
        collect((r) => r.kinds),
        runs.length,
      ),
      table(
        'JS self time by script (V8 samples; natives to their caller)',
        collect((r) => r.scripts),
        runs.length,
      ),
      `Functions with the most self time, run 1:\n${(runs[0]?.functions ?? []).map((f) => `  ${Math.round(f.ms).toString().padStart(5)} ms  ${f.name}`).join('\n')}`,
    );
  }
  console.log(out.join('\n'));
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench-profile.json', JSON.stringify(results, null, 2));
});

for (let run = 1; run <= RUNS; run += 1) {
  for (const app of APPS) {
    test(`${app.name}: profile of the ${OPEN}, run ${String(run)}`, async () => {
      test.setTimeout(150_000);
      const server = servers.get(app.key);
      if (server === undefined) throw new Error('no server');
      const { context, dispose } = await freshProfile();
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await emulatePhone(page);
        if (!COLD) {
          await openHome(page, server.origin);
          await leaveFirstOpen(page);
        }
        const tab = COLD ? page : await context.newPage();
        if (!COLD) await emulatePhone(tab);
        const cdp = await context.newCDPSession(tab);
        let painted = -1;
        const events = await traceOf(cdp, async () => {
          painted = (await openHome(tab, server.origin)).live;
          // BENCH_PROFILE_TAIL_MS: keep tracing that long after the first name (the trace file only; the figures stop
          // at the first name), to see the work that follows it, which Lighthouse's blocking time also counts.
          await tab.waitForTimeout(Number(process.env.BENCH_PROFILE_TAIL_MS ?? 0));
        });
        // The whole trace, for DevTools' Performance panel (Load profile…).
        mkdirSync('test-results', { recursive: true });
        writeFileSync(
          `test-results/trace-${app.key}-${COLD ? 'cold' : 'repeat'}-${String(run)}.json`,
          JSON.stringify({ traceEvents: events }),
        );
        results[app.key]?.push(analyse(events, painted));
      } finally {
        await dispose();
      }
    });
  }
}
