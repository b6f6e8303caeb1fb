import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:18091';
const path = process.argv[2] ?? '/ui';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
await page.goto(base + path, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const trace = JSON.parse(buf.toString());
const events = trace.traceEvents ?? trace;
const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0];
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
const t0 = nav?.ts ?? events.find((e) => e.name === 'RunTask')?.ts;
const rendererPid = nav?.pid;
const marks = events.filter((e) => ['firstContentfulPaint', 'firstPaint', 'domContentLoadedEventEnd', 'largestContentfulPaint::Candidate'].includes(e.name) && e.pid === rendererPid);
for (const m of marks) console.log('mark', m.name, ((m.ts - t0) / 1000).toFixed(0));
const tasks = events.filter((e) => e.name === 'RunTask' && e.pid === rendererPid && e.dur > 30000);
for (const t of tasks) {
  const inner = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && ['EvaluateScript', 'v8.compileModule', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'v8.evaluateModule', 'TimerFire', 'FireAnimationFrame'].includes(e.name) && e.dur > 5000);
  console.log('task', ((t.ts - t0) / 1000).toFixed(0), 'dur', (t.dur / 1000).toFixed(0), inner.slice(0, 4).map((e) => `${e.name}(${(e.dur / 1000).toFixed(0)} ${(e.args?.data?.url ?? e.args?.data?.functionName ?? '').toString().split('/').pop()})`).join(' '));
}
await browser.close();
