// Drives a page in headless Chromium through the DevTools protocol on a
// pipe (no download, no port): the steps in order, each bounded by the
// whole run's time. Chromium is killed by its pid at the end, also on a
// failure or a timeout; its profile is a new empty folder, removed after.
// usage: node cdp.js CHROMIUM SECONDS STEP...
//   open:URL    load URL and wait until the title says how the page ended
//               ("metro: ... ok" passes, "metro: ... failed: ..." fails)
//   nav:URL     load URL, wait for nothing
//   go:URL      load URL and wait until the game's first frame is drawn
//   png:FILE    write the scene's picture (?scene=) to FILE
//   eval:EXPR   evaluate EXPR in the page (a promise is awaited); fails
//               unless it gives true
//   init:EXPR   evaluate EXPR in every page loaded after this step, before
//               the page's own scripts (a watcher the test reads later)
//   tap:X,Y     a touch tap at X,Y (CSS pixels)
//   swipe:X,Y1,Y2  a finger put down at X,Y1, moved to X,Y2 and lifted
//   tapon:WHAT  a touch tap where the game says WHAT is (ui_web_where:
//               square, hand, rotate, or a button's script name)
//   size:W,H    the page's size in CSS pixels, as a phone's or tablet's
//   print:EXPR  print EXPR's value (tools/web bench)
//   sleep:MS    wait
//   shot:FILE   a screenshot of the page (playing it by hand)
//   console     print what the page said on its console so far
//   profile:MS  DevTools' CPU profile of the page for MS ms: the functions
//               with the most time of their own (names: a page linked
//               with --profiling-funcs)
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const [chromium, seconds, ...steps] = process.argv.slice(2);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'metro-web-'));
const browser = spawn(chromium, [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--user-data-dir=' + profile, '--remote-debugging-pipe', '--window-size=1280,800',
  'about:blank'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });

let stderr = '';
for (const fd of [3, 4]) browser.stdio[fd].on('error', () => { /* Chromium is gone: finish() says so */ });
browser.stderr.on('data', (d) => { stderr += d; });
let next = 1, buffer = '';
const waiting = new Map();
const consoleLines = [];
function send(method, params, sessionId) {
  const id = next++;
  browser.stdio[3].write(JSON.stringify({ id, method, params: params || {}, sessionId }) + '\0');
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
}
browser.stdio[4].on('data', (d) => {
  buffer += d;
  let end;
  while ((end = buffer.indexOf('\0')) >= 0) {
    const msg = JSON.parse(buffer.slice(0, end));
    buffer = buffer.slice(end + 1);
    if (msg.id && waiting.has(msg.id)) {
      const w = waiting.get(msg.id);
      waiting.delete(msg.id);
      if (msg.error) w.reject(new Error(JSON.stringify(msg.error)));
      else w.resolve(msg.result);
    } else if (msg.method === 'Runtime.consoleAPICalled') {
      consoleLines.push(msg.params.args.map((a) => a.value).join(' '));
    } else if (msg.method === 'Runtime.exceptionThrown') {
      consoleLines.push('exception: ' + msg.params.exceptionDetails.exception.description);
    }
  }
});

let finishing = false, browserGone = false;
function removeProfile(code) {
  try { fs.rmSync(profile, { recursive: true, force: true }); } catch (e) { /* left in /tmp */ }
  process.exit(code);
}
// Ends the run: Chromium is killed by its pid; its profile goes once it is gone.
function finish(code, text) {
  if (finishing) return;
  finishing = true;
  if (text) console.log(text);
  if (code) console.log(consoleLines.slice(-20).join('\n'));
  if (browserGone) return removeProfile(code);
  browser.on('exit', () => removeProfile(code));
  try { process.kill(browser.pid, 'SIGKILL'); } catch (e) { removeProfile(code); }
  setTimeout(() => removeProfile(code), 5000);
}
const timer = setTimeout(() => finish(1, 'cdp: no result within ' + seconds + ' s'), seconds * 1000);
// Stopped from outside (a test's cleanup, timeout's TERM): Chromium too.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => finish(1, 'cdp: stopped by ' + signal));
browser.on('exit', (code) => {
  browserGone = true;
  finish(1, 'cdp: chromium ended (' + code + '): ' + stderr.slice(-500));
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function evaluate(sessionId, expression) {
  const r = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
  if (r.exceptionDetails) throw new Error(expression + ': ' + r.exceptionDetails.exception.description);
  return r.result.value;
}

async function waitFor(sessionId, expression) {
  for (;;) { // the page may not have its Module yet
    const v = await evaluate(sessionId, expression).catch(() => false);
    if (v) return v;
    await sleep(200);
  }
}

async function tap(sessionId, x, y) {
  const point = [{ x, y }];
  await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point }, sessionId);
  await sleep(60);
  await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }, sessionId);
  await sleep(120);
}

// Samples the page's main thread for `ms` and prints the 25 functions with
// the most time of their own, in ms and in % of the samples.
async function cpuProfile(sessionId, ms) {
  await send('Profiler.enable', {}, sessionId);
  await send('Profiler.setSamplingInterval', { interval: 250 }, sessionId);
  await send('Profiler.start', {}, sessionId);
  await sleep(ms);
  const { profile: p } = await send('Profiler.stop', {}, sessionId);
  const name = new Map(p.nodes.map((n) => [n.id, n.callFrame.functionName || '(' + n.callFrame.url + ')']));
  const self = new Map();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = (p.timeDeltas[i] || 0) / 1000;
    self.set(name.get(id), (self.get(name.get(id)) || 0) + dt);
    total += dt;
  });
  console.log('profile: ' + Math.round(total) + ' ms sampled');
  [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([n, t]) =>
    console.log('  ' + t.toFixed(1).padStart(8) + ' ms ' + (100 * t / total).toFixed(1).padStart(5) + ' %  ' + n));
}

async function step(sessionId, s) {
  const colon = s.indexOf(':');
  const kind = colon < 0 ? s : s.slice(0, colon), arg = colon < 0 ? '' : s.slice(colon + 1);
  if (kind === 'nav') return void (await send('Page.navigate', { url: arg }, sessionId));
  if (kind === 'init') return void (await send('Page.addScriptToEvaluateOnNewDocument', { source: arg }, sessionId));
  if (kind === 'open' || kind === 'go') {
    await send('Page.navigate', { url: arg }, sessionId);
    await sleep(300);
    if (kind === 'go') return void (await waitFor(sessionId, 'Module.firstFrameMs > 0'));
    const title = await waitFor(sessionId, 'document.readyState === "complete" && ' +
      '/^metro: .* (ok|failed)/.test(document.title) && document.title');
    console.log(title);
    if (!/ ok$/.test(title)) throw new Error('the page failed');
  } else if (kind === 'png') {
    const b64 = await evaluate(sessionId,
      'btoa(Array.from(Module.scenePng, (c) => String.fromCharCode(c)).join(""))');
    fs.writeFileSync(arg, Buffer.from(b64, 'base64'));
  } else if (kind === 'eval') {
    const v = await evaluate(sessionId, arg);
    if (v !== true) throw new Error(arg + ' gave ' + JSON.stringify(v));
  } else if (kind === 'tapon') {
    const at = await evaluate(sessionId, `Module.ccall('ui_web_where', 'number', ['string'], ['${arg}'])`);
    if (at < 0) throw new Error('nothing to tap for ' + arg);
    await tap(sessionId, Math.floor(at / 65536), at % 65536);
  } else if (kind === 'size') {
    const [width, height] = arg.split(',').map(Number);
    await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: true }, sessionId);
  } else if (kind === 'print') {
    console.log(await evaluate(sessionId, arg));
  } else if (kind === 'shot') {
    const { data } = await send('Page.captureScreenshot', { format: 'png' }, sessionId);
    fs.writeFileSync(arg, Buffer.from(data, 'base64'));
  } else if (kind === 'console') {
    console.log(consoleLines.join('\n'));
  } else if (kind === 'profile') {
    await cpuProfile(sessionId, Number(arg));
  } else if (kind === 'sleep') {
    await sleep(Number(arg));
  } else if (kind === 'swipe') {
    const [x, y1, y2] = arg.split(',').map(Number);
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y1 }] }, sessionId);
    for (let i = 1; i <= 8; i++) {
      await sleep(30);
      const y = y1 + ((y2 - y1) * i) / 8;
      await send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] }, sessionId);
    }
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }, sessionId);
    await sleep(200);
  } else if (kind === 'tap') {
    const [x, y] = arg.split(',').map(Number);
    await tap(sessionId, x, y);
  } else {
    throw new Error('unknown step ' + s);
  }
}

async function main() {
  const { targetInfos } = await send('Target.getTargets');
  const page = targetInfos.find((t) => t.type === 'page');
  const { sessionId } = await send('Target.attachToTarget', { targetId: page.targetId, flatten: true });
  await send('Runtime.enable', {}, sessionId);
  await send('Page.enable', {}, sessionId);
  await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }, sessionId);
  for (const s of steps) await step(sessionId, s);
  clearTimeout(timer);
  finish(0, '');
}
main().catch((e) => finish(1, 'cdp: ' + e.message));
