// Applies the saved theme before first paint so dark mode never flashes light. A file, not an
// inline script, so the Content-Security-Policy can forbid inline scripts.
(function () {
  var dark = false;
  try {
    var saved = localStorage.getItem('theme');
    dark = saved === 'dark' || (saved !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Storage can be blocked (private modes): follow the light default.
  }
  if (dark) document.documentElement.classList.add('dark');
})();
