// The page's computer players (src/ui/platform/search_web.c asks them): a
// Web Worker with the engine's own wasm module (metro-ai.js), so that the
// page's frames go on while a player searches. A message {state, name,
// seed_hi, seed_lo, ms, playouts} is answered with {rc, move}.
'use strict';
var queue = [];
var ready = false;
var ai;
importScripts('metro-ai.js');
MetroAI().then(function (module) {
  ai = module;
  ready = true;
  queue.forEach(answer);
  queue = [];
});

function answer(job) {
  var bytes = ai._metro_web_state_bytes();
  if (job.state.length !== bytes) {
    postMessage({ rc: -1, move: null, why: 'a state of ' + job.state.length + ' bytes, not ' + bytes });
    return;
  }
  var state = ai._malloc(bytes), move = ai._malloc(64), name = ai._malloc(64);
  ai.HEAPU8.set(job.state, state);
  ai.stringToUTF8(job.name, name, 64);
  var rc = ai._metro_web_choose(state, name, job.seed_hi, job.seed_lo, job.ms, job.playouts, move);
  var out = ai.HEAPU8.slice(move, move + job.move_bytes);
  ai._free(state); ai._free(move); ai._free(name);
  postMessage({ rc: rc, move: out });
}

onmessage = function (e) {
  if (ready) answer(e.data);
  else queue.push(e.data);
};
