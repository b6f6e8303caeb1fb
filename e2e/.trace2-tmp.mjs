import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18091';
const path = process.argv[2] ?? '/ui';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] });
await page.goto(base + path, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const trace = JSON.parse((await browser.stopTracing()).toString());
const events = trace.traceEvents;
const fcp = events.filter((e) => e.name === 'firstContentfulPaint').pop();
const pid = fcp.pid;
const req = events.find((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').endsWith(path));
const t0 = req.ts;
console.log('FCP', ((fcp.ts - t0) / 1000).toFixed(0));
const main = events.filter((e) => e.pid === pid && e.ph === 'X');
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > 15000 && e.ts > fcp.ts);
for (const t of tasks) {
  const inner = main.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const by = new Map();
  for (const e of inner) if (['UpdateLayoutTree', 'Layout', 'ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'ParseAuthorStyleSheet', 'RecalculateStyles', 'Paint', 'v8.compile', 'v8.compileModule', 'ScheduleStyleRecalculation', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'PrePaint', 'Layerize', 'HitTest', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'XHRReadyStateChange', 'v8.run', 'RunMicrotasks'].includes(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
  const url = inner.filter((e) => e.args?.data?.url || e.args?.data?.functionName).slice(0,3).map((e) => `${e.name}:${(e.args.data.url ?? '').split('/').pop()}:${e.args.data.functionName ?? ''}`).join(',');
  console.log(((t.ts - t0) / 1000).toFixed(0), 'dur', (t.dur / 1000).toFixed(1), url, [...by].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k}=${(v / 1000).toFixed(1)}`).join(' '));
}
await browser.close();
