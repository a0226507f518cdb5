// `npm run bench` section "reports" (issue 15): the Monthly Report files built in the browser.
// In Debian's Chromium through Playwright, on /reports as the demo admin (desktop, unthrottled),
// the tasks answer is replaced by a synthetic one of N rows (10,000 for Excel, 2,000 for PDF), and
// 'Monthly Report Excel' / 'Monthly Report PDF' is clicked: the figure is the time from the click
// to the browser's download, and the longest main-thread task in that window (long tasks, the
// PerformanceObserver's view). Each file is built twice on one page: the first ("cold") also
// fetches the worker and its library, the second ("warm") is the build alone; the budgets
// (Excel <= 1.5 s, PDF <= 2 s, no main-thread task over 50 ms) apply to the warm build, the cold
// figure is printed beside it.
// Beside them: the Insights screen's own JavaScript (the /reports route chunk and what it
// imports that the first load has not, plus the lazily loaded chart chunk), gzip.
/* global window, document */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs } from './bench-lab.mjs';
import { entryGraph, withStaticGraph } from './bundle-graph.mjs';

// insightsJsGzipKb: the Insights screen's own JS, loaded when /reports is opened (on top of the
// first load, whose budget is 200 KB brotli). Most of it is chart.js (54–68 KB gzip, STACK.md);
// the budget leaves room for the screen's panels and tables, not for a second chart library.
export const reportBudgets = { excelMs: 1500, pdfMs: 2000, longTaskMs: 50, insightsJsGzipKb: 100 };

/** A tasks answer (contract: reportTasksSchema) of `rows` calls over one month. */
export function syntheticTasks(rows) {
  const types = ['AGENT', 'AGENT+VM', 'IC', 'OC', 'VIP', 'VM', 'CS', 'TASK'];
  const start = Date.UTC(2026, 9, 1);
  const tasks = Array.from({ length: rows }, (_, i) => {
    const outbound = i % 7 === 0;
    return {
      taskId: 500_000 + i,
      createdDate: new Date(start + i * 241_000).toISOString(),
      ani: `+1415555${String(1000 + (i % 9000)).padStart(4, '0')}`,
      dnis: '+14155550100',
      contactDescription: i % 3 === 0 ? `Caller ${i}` : null,
      billableMinutes: (i % 9) + 1,
      messageId: 900_000 + i,
      lastMessageId: 900_000 + i,
      groupName: 'Main line',
      formName: i % 2 ? 'Message' : 'Appointment request',
      messageType: types[i % types.length],
      taskStatus: 'COMPLETE',
      sendingAgent: `Agent ${i % 40}`,
      sendingUser: null,
      caller: `Caller ${i}`,
      outcallSourceNumber: outbound ? '+14155550100' : null,
      outcallNumber: outbound ? `+1415555${String(2000 + (i % 7000)).padStart(4, '0')}` : null,
    };
  });
  const outbound = tasks.filter((t) => t.outcallNumber !== null);
  const minutes = (list) => list.reduce((n, t) => n + t.billableMinutes, 0);
  return {
    tasks,
    inboundTasks: rows - outbound.length,
    outboundTasks: outbound.length,
    inboundMinutes: minutes(tasks) - minutes(outbound),
    inboundTime: (minutes(tasks) - minutes(outbound)) * 60,
    outboundMinutes: minutes(outbound),
    outboundTime: minutes(outbound) * 60,
  };
}

/** Records long tasks from the page's first script on. */
function observeLongTasks() {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push({ start: e.startTime, duration: e.duration })))
      .observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: the figure reads 0
  }
}

async function buildTwice(browser, { base, sessionKey, label, rows }) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, baseURL: base, acceptDownloads: true });
  await context.addCookies([{ name: 'portalSessionKey', value: encodeURIComponent(sessionKey), url: base }]);
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('portal.neverSaveIdentity', 'Y');
    } catch {
      // no storage
    }
  });
  await context.addInitScript(observeLongTasks);
  const body = JSON.stringify(syntheticTasks(rows));
  await context.route('**/api/accounts/*/reports/*/tasks**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  const page = await context.newPage();
  try {
    await page.goto('/reports', { waitUntil: 'load', timeout: 60_000 });
    const button = page.getByRole('button', { name: label });
    const results = [];
    // The screen first finishes its own loading (charts, figures): their work is not the build's.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForFunction(() => performance.now() - Math.max(0, ...window.__longTasks.map((t) => t.start + t.duration)) > 1000, null, { timeout: 60_000, polling: 200 });
    for (const run of ['cold', 'warm']) {
      await button.waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForFunction((name) => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes(name) && !b.disabled), label, { timeout: 60_000 });
      const from = await page.evaluate(() => performance.now());
      // BENCH_REPORTS_TRACE=DIR: a Chrome trace of each build (open in DevTools' Performance panel) to find a long task's source.
      const traceDir = process.env.BENCH_REPORTS_TRACE;
      if (traceDir) await browser.startTracing(page, { path: `${traceDir}/${label.replaceAll(' ', '-')}-${run}.json`, screenshots: false });
      const started = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
      const ms = Date.now() - started;
      if (traceDir) await browser.stopTracing();
      const to = await page.evaluate(() => performance.now());
      const tasks = await page.evaluate(([a, b]) => window.__longTasks.filter((t) => t.start >= a && t.start <= b).map((t) => ({ at: Math.round(t.start - a), ms: Math.round(t.duration) })), [from, to]);
      if (process.env.BENCH_REPORTS_DEBUG) console.log(`    ${label} ${run}: ${ms} ms, long tasks ${JSON.stringify(tasks)}`);
      const longest = Math.max(0, ...tasks.map((t) => t.ms));
      results.push({ run, ms, longest, file: download.suggestedFilename() });
      await download.delete();
    }
    return results;
  } finally {
    await context.close();
  }
}

export async function reportsReport({ base, sessionKey, excelRows = 10_000, pdfRows = 2_000 }, overBudget) {
  console.log(`\nReports: Monthly Report files built in the browser (desktop Chromium, unthrottled; synthetic tasks answer)`);
  const browser = await chromium.launch({ executablePath: process.env.PORTAL_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const files = [
      { label: 'Monthly Report Excel', rows: excelRows, budget: reportBudgets.excelMs, name: 'Excel' },
      { label: 'Monthly Report PDF', rows: pdfRows, budget: reportBudgets.pdfMs, name: 'PDF' },
    ];
    for (const f of files) {
      const [cold, warm] = await buildTwice(browser, { base, sessionKey, label: f.label, rows: f.rows });
      const timeOk = warm.ms <= f.budget;
      const mainOk = Math.max(cold.longest, warm.longest) <= reportBudgets.longTaskMs;
      if (!timeOk) overBudget.push(`${f.name} report build`);
      if (!mainOk) overBudget.push(`${f.name} report main-thread task`);
      console.log(
        `  ${f.name.padEnd(5)} ${String(f.rows).padStart(6)} rows: ${warm.ms} ms (cold ${cold.ms} ms) — budget ${f.budget} ms: ${timeOk ? 'OK' : 'OVER BUDGET'}; ` +
          `longest main-thread task ${Math.round(Math.max(cold.longest, warm.longest))} ms — budget ${reportBudgets.longTaskMs} ms: ${mainOk ? 'OK' : 'OVER BUDGET'} (${warm.file})`,
      );
    }
  } finally {
    await browser.close();
  }
}

/** The Insights screen's own JS: its route chunk and chart chunk with their static imports, minus the first load's. */
export function insightsChunkReport(dist, overBudget) {
  const assets = path.join(dist, 'assets');
  const own = readdirSync(assets).filter((f) => /^(reports|chart-canvas)-[\w-]+\.js$/.test(f)).map((f) => path.join(assets, f));
  const { graph } = entryGraph(dist);
  const files = [...withStaticGraph(own)].filter((f) => f.endsWith('.js') && !graph.has(f));
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  const ok = files.length > 0 && gzip / 1024 <= reportBudgets.insightsJsGzipKb;
  if (!ok) overBudget.push("Insights screen's own JS");
  console.log(
    `  Insights screen's own JS: ${(gzip / 1024).toFixed(1)} KB gzip — budget ${reportBudgets.insightsJsGzipKb} KB: ${ok ? 'OK' : 'OVER BUDGET'} ` +
      `(on top of the first load, budget 200 KB brotli; ${files.length} files: ${files.map((f) => path.basename(f)).join(', ') || 'none found'})`,
  );
}
