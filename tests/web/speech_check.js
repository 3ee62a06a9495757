// After speech.script (cdp.js eval:): true, or what went wrong. The live
// region is polite and its text the last thing said; speech was turned on
// by F2; each of the game's 60 lays (every square but the centre's 4; the
// page's game is gone once its script ended) was said with its square and
// points; the gates were said and the seat's own chips at its turn;
// nothing said from a gate until that seat's "your turn" names a hand tile
// or a chip.
(() => {
  const region = document.querySelector('#speech'), said = window.said || [];
  const lays = said.filter((t) => / lays a tile on [A-H][1-8]\b.*\b\d+ points?\./.test(t));
  let hidden = false, leak = null;
  for (const t of said) {
    if (/^Pass the screen to /.test(t)) hidden = true;
    else if (/, your turn\./.test(t)) hidden = false;
    if (hidden && /Your (tile|secret|chips|shares)|Tile \d of|Laying here|Not here|Choose:/.test(t)) leak = t;
  }
  const ok = region.getAttribute('aria-live') === 'polite' && region.getAttribute('role') === 'status' &&
    region.textContent.trim() === said[said.length - 1] && /^Speech on\./.test(said[0]) &&
    lays.length === 60 &&
    said.some((t) => /^Pass the screen to Ben\. Ben, press Enter/.test(t)) &&
    said.some((t) => /^Ada, your turn\. Your tile: .* Your secret colours: /.test(t)) &&
    said.some((t) => /^Game over\./.test(t)) && leak === null;
  return ok || JSON.stringify({ lays: lays.length, leak, lines: said.length,
    first: said.slice(0, 4), last: said.slice(-2), region: region.textContent });
})()
