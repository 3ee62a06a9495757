// Loaded before the page (cdp.js init:): every text the game puts in the
// live region (#speech, web/index.html) is kept in window.said, in order,
// as a screen reader would read it; speech_check.js reads them.
window.said = [];
document.addEventListener('DOMContentLoaded', () => {
  const region = document.querySelector('#speech');
  new MutationObserver((records) => records.forEach((r) =>
    r.addedNodes.forEach((n) => window.said.push(n.textContent.trim())))).observe(region, { childList: true });
});
