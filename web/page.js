// The page's glue (tools/web links it in front of metro.js, --pre-js): the
// page parameters become metro's arguments, the data folder lives in
// IndexedDB, and the run's end goes to the page's title (docs/web.md).
// The page's start, for tools/web bench (ms since the navigation began):
// metro.js running, the runtime ready (wasm, metro.data, the data folder),
// main() entered and its window open (web.c), then Module.firstFrameMs.
Module.phases = { script: performance.now() };
Module.onRuntimeInitialized = function () { Module.phases.runtime = performance.now(); };
var params = new URLSearchParams(location.search);
var DATA = '/metro-data'; // src/ui/platform/web.h: UI_WEB_DATA
var lastError = '';
var syncing = false, syncAgain = false;

Module.canvas = document.getElementById('canvas');
Module.print = function (text) { console.log(text); };
Module.printErr = function (text) {
  console.error(text);
  if (/^metro: /.test(text)) lastError = text.replace(/^metro: /, '');
};

function pageTitle(text) { document.title = 'metro: ' + text; }

// What the page asks for, as metro's options; the scene's picture and a
// fetched script go to /page in memory.
function pageArguments() {
  var args = [];
  if (params.get('lang')) args.push('--lang', params.get('lang'));
  if (params.get('size')) args.push('--size', params.get('size'));
  if (params.get('scene')) args.push('--screenshot', '/page/scene.png', '--scene', params.get('scene'));
  if (params.get('script')) args.push('--script', '/page/script');
  args.push.apply(args, joinArguments());
  return args;
}

// ?join=TABLE (a table of the server that served the page) or
// ?join=HOST:PORT/TABLE, with &name=NAME and a private table's &code=CODE:
// metro --join HOST:PORT/TABLE --name NAME --code CODE (docs/web.md).
function joinArguments() {
  var join = params.get('join');
  if (!join) return [];
  var args = ['--join', join.indexOf('/') < 0 ? location.host + '/' + join : join];
  if (params.get('name')) args.push('--name', params.get('name'));
  if (params.get('code')) args.push('--code', params.get('code'));
  return args;
}

// Writes back to IndexedDB, one sync at a time: one asked for during a
// sync runs after it, so the last write is never left out; `done` is
// called when everything written so far is stored.
var afterSync = [];
function syncOut(done) {
  if (done) afterSync.push(done);
  if (syncing) { syncAgain = true; return; }
  syncing = true;
  var start = performance.now();
  FS.syncfs(false, function (err) {
    syncing = false;
    if (err) console.error('metro: cannot keep the data folder in the browser: ' + err);
    if (syncAgain) { syncAgain = false; syncOut(); return; }
    var calls = afterSync;
    afterSync = [];
    calls.forEach(function (f) { f(); });
  });
  Module.syncs.count++; // its part in this frame: reading the folder to compare
  Module.syncs.slowest = Math.max(Module.syncs.slowest, performance.now() - start);
}

// Files are written as on the desktop (a temporary file, then rename) and
// removed with unlink: after either in the data folder, the folder is synced.
function watchWrites() {
  ['rename', 'unlink'].forEach(function (name) {
    var plain = FS[name];
    FS[name] = function (a, b) {
      var r = plain.apply(FS, arguments);
      if (String(b || a).indexOf(DATA + '/') === 0) syncOut();
      return r;
    };
  });
}

Module.preRun = Module.preRun || [];
// Read as the runtime starts, before preRun: set now.
Module.arguments = pageArguments();
Module.preRun.push(function () {
  FS.mkdir('/page');
  FS.mkdir(DATA);
  FS.mount(IDBFS, {}, DATA);
  addRunDependency('metro-data');
  FS.syncfs(true, function (err) {
    if (err) console.error('metro: cannot read the data folder from the browser: ' + err);
    watchWrites();
    // a remembered set-up for the game, as the desktop's settings file
    // (after the stored folder is read in, which would overwrite it)
    fetchInto(params.get('setup'), DATA + '/config/setup.txt', 'setup');
    removeRunDependency('metro-data');
  });
  fetchInto(params.get('script'), '/page/script', 'script');
});

// Fetches a file of the same origin into the file system before main().
function fetchInto(url, path, what) {
  if (!url) return;
  addRunDependency('metro-' + what);
  fetch(url).then(function (r) {
    if (!r.ok) throw new Error('cannot fetch ' + url + ': HTTP ' + r.status);
    return r.text();
  }).then(function (text) {
    var dir = path.slice(0, path.lastIndexOf('/'));
    if (!FS.analyzePath(dir).exists) FS.mkdir(dir);
    FS.writeFile(path, text);
    removeRunDependency('metro-' + what);
  }).catch(function (e) {
    pageTitle((params.get('script') ? 'script' : 'game') + ' failed: ' + e.message);
  });
}

// Shows the scene's picture in the canvas's place.
function showScene() {
  var png = FS.readFile('/page/scene.png');
  var img = document.createElement('img');
  img.id = 'scene';
  img.src = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
  Module.canvas.replaceWith(img);
  Module.scenePng = png;
}

Module.onExit = function (code) {
  var what = params.get('scene') ? 'scene' : params.get('script') ? 'script' : 'game';
  if (what === 'scene' && code === 0) showScene();
  // the title once the data folder is stored: a reload then finds it
  syncOut(function () {
    if (code === 0) pageTitle(what + ' ok');
    else pageTitle(what + ' failed: ' + (lastError || 'exit status ' + code));
  });
};

// The gaps between the browser's animation frames, for the benchmark and
// the web suite (Module.frames.maxGap: the longest since it was reset);
// the frame steps' times (web.c: the slowest one's phases) and the
// storage syncs' (their part inside a frame).
Module.frames = { count: 0, maxGap: 0, last: 0 };
Module.steps = { count: 0, drawn: 0, total: 0, slowest: 0, slowestPhases: [] };
Module.syncs = { count: 0, slowest: 0 };
Module.resetFrames = function () {
  Module.frames.count = Module.frames.maxGap = 0;
  Module.steps = { count: 0, drawn: 0, total: 0, slowest: 0, slowestPhases: [] };
  Module.syncs = { count: 0, slowest: 0 };
  return true;
};
function frameTick(t) {
  var f = Module.frames;
  if (f.last) f.maxGap = Math.max(f.maxGap, t - f.last);
  f.last = t;
  f.count++;
  requestAnimationFrame(frameTick);
}
requestAnimationFrame(frameTick);

// Save and Load with the computer's files: the game on the screen as a
// .metro download, and a .metro file opened from the computer, loaded with
// the desktop's checks (src/ui/platform/web.c).
function downloadGame() {
  if (Module._ui_web_save_game() !== 0) return;
  var bytes = FS.readFile('/page/download.metro');
  var link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  link.download = 'metro-' + new Date().toISOString().slice(0, 10) + '.metro';
  link.click();
  Module.downloaded = bytes; // for the web suite
}

var MAX_SAVE_BYTES = 4 << 20; // far above any save; the loader checks the rest
function openSave(file) {
  if (!file) return;
  if (file.size > MAX_SAVE_BYTES) {
    console.error('metro: ' + file.name + ' is not a save: ' + file.size + ' bytes');
    return;
  }
  file.arrayBuffer().then(function (buf) {
    FS.writeFile('/page/upload.metro', new Uint8Array(buf));
    Module.opened = Module._ui_web_open_save();
    Module.canvas.focus();
  });
}

document.getElementById('download').onclick = downloadGame;
document.getElementById('upload').onclick = function () { document.getElementById('file').click(); };
document.getElementById('file').onchange = function (e) { openSave(e.target.files[0]); e.target.value = ''; };

// The computer players' Web Worker (web/ai_worker.js, src/ui/platform/
// search_web.c): one search at a time; its move goes back into the game's
// memory, then the game is told.
var aiWorker = null, aiAsked = false;
try {
  aiWorker = new Worker('ai_worker.js');
  aiWorker.onmessage = function (e) {
    aiAsked = false;
    if (e.data.move) HEAPU8.set(e.data.move, Module._ui_web_search_move());
    Module._ui_web_search_answer(e.data.move ? e.data.rc : -1);
    if (e.data.why) console.error('metro: the computer player: ' + e.data.why);
  };
  // A worker that cannot start (its files missing): the searches run in
  // the frame step instead; one asked already is answered as failed.
  aiWorker.onerror = function (e) {
    console.error('metro: the computer players\' worker failed: ' + (e.message || 'it did not load'));
    aiWorker = null;
    if (aiAsked) Module._ui_web_search_answer(-1);
    aiAsked = false;
  };
} catch (e) {
  console.error('metro: no worker for the computer players (' + e.message + '): they search between frames');
}
Module.metroSearch = function (state, name, seedHi, seedLo, ms, playouts, moveBytes) {
  if (!aiWorker) return false;
  Module.aiSearches = (Module.aiSearches || 0) + 1;
  aiAsked = true;
  aiWorker.postMessage({ state: state, name: name, seed_hi: seedHi, seed_lo: seedLo, ms: ms,
    playouts: playouts, move_bytes: moveBytes });
  return true;
};
