// Shared by the typing benchmarks: type into the page's 'Contenido' box while Chromium traces, and
// read the renderer main thread's CPU time from the trace. With --profile, a CPU profile and the trace
// of the typing are written beside the figure (the profiler's own cost then inflates the figure); with
// --trace, the trace alone.
import { writeFileSync } from 'node:fs';

const counts = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
export const CHARACTERS = Number(counts[0] ?? 150);
/** --profile or --trace: the benchmarks keep what they record in .tmp/. */
export const RECORDING = process.argv.includes('--profile') || process.argv.includes('--trace');
const TRACE_ONLY = !process.argv.includes('--profile');
export const KEY_DELAY_MS = 60;
export const SETTLE_MS = 1000;
export const TARGET_MS = 8;
const TYPED = 'Escribo una frase más, con comas y puntos. ';

/** Thread time of the renderer main thread's top-level tasks, in ms, from a Chromium trace. */
function mainThreadCpuMs(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const isTask = (event) =>
    event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  let best = { cpu: 0, tasks: 0 };
  for (const main of mains) {
    const tasks = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && isTask(event))
      .sort((a, b) => a.ts - b.ts);
    // Only outermost tasks: a task run inside another is already in its parent's time.
    let end = 0;
    let cpu = 0;
    let count = 0;
    for (const task of tasks) {
      if (task.ts < end) continue;
      end = task.ts + task.dur;
      cpu += task.tdur ?? task.dur;
      count += 1;
    }
    if (cpu > best.cpu) best = { cpu, tasks: count };
  }
  return best.cpu / 1000;
}

/** The functions that took most of a CPU profile's time by themselves, as printable lines. */
export function heaviestFunctions(profile, count = 15) {
  const selfUs = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);
}

/**
 * Types CHARACTERS characters at the end of the page's 'Contenido' box, one every KEY_DELAY_MS, and
 * returns the main thread's CPU time per character. `open` brings the page to the editor (or is the
 * page's address); `profile`, a path ending in .cpuprofile, keeps the typing's trace beside it
 * (.trace.json) and, with --profile, a CPU profile there; Chromium's DevTools open both.
 */
export async function measure(browser, open, { profile } = {}) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const url = typeof open === 'string' ? open : 'the editor page';
  if (typeof open === 'string') await page.goto(open);
  else await open(page);
  const text = page.getByRole('textbox', { name: 'Contenido' });
  await text.click();
  await page.keyboard.press('Control+End');
  await page.waitForTimeout(500);
  const typed = TYPED.repeat(Math.ceil(CHARACTERS / TYPED.length)).slice(0, CHARACTERS);
  const cdp = profile && !TRACE_ONLY && (await page.context().newCDPSession(page));
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, {
    categories: ['__metadata', 'toplevel', 'disabled-by-default-devtools.timeline', 'devtools.timeline'],
  });
  const started = performance.now();
  await page.keyboard.type(typed, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(SETTLE_MS);
  const seconds = (performance.now() - started) / 1000;
  const trace = await browser.stopTracing();
  const cpuMs = mainThreadCpuMs(trace);
  if (profile) writeFileSync(profile.replace(/\.cpuprofile$/, '.trace.json'), trace);
  if (cdp) {
    const recorded = (await cdp.send('Profiler.stop')).profile;
    writeFileSync(profile, JSON.stringify(recorded));
    console.log(`CPU profile in ${profile}; heaviest functions by self time:`);
    for (const line of heaviestFunctions(recorded)) console.log(line);
  }
  const shown = await text.textContent();
  if (!shown?.includes(typed.trim().slice(-20))) throw new Error(`the text typed did not arrive at ${url}`);
  await page.close();
  return { perCharacter: cpuMs / CHARACTERS, cpuMs, seconds };
}
