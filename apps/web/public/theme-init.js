// Applies the saved theme before first paint so dark mode never flashes light. A file, not an
// inline script, so the Content-Security-Policy can forbid inline scripts.
(function () {
  try {
    var t = localStorage.getItem('theme');
    var dark = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch (e) {}
})();
