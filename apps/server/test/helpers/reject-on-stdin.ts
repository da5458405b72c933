/**
 * Preloaded into the real server by the uncaught-error test (`node --import`): a line on stdin
 * makes a promise reject with nothing to catch it, as a bug in a listener or a timer would.
 */
process.stdin.once('data', () => {
  void Promise.reject(new Error('test: a rejection nothing caught'));
});
