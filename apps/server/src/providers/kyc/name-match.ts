/** Levenshtein distance between two short strings. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

const tokens = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

const similarity = (a: string, b: string) => 1 - distance(a, b) / Math.max(a.length, b.length);

/**
 * 0-100: how well a submitted name matches the registry's, ignoring order, case, accents and
 * punctuation. Each registry name part is paired with its closest submitted part; a missing
 * middle name costs less than a wrong surname because the score is averaged over the shorter list.
 */
export function nameMatchScore(submitted: string, onRecord: string): number {
  const a = tokens(submitted);
  const b = tokens(onRecord);
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const remaining = [...long];
  let total = 0;
  for (const t of short) {
    let best = 0;
    let bestIndex = -1;
    remaining.forEach((candidate, index) => {
      const s = similarity(t, candidate);
      if (s > best) [best, bestIndex] = [s, index];
    });
    if (bestIndex >= 0) remaining.splice(bestIndex, 1);
    total += best;
  }
  const coverage = short.length / long.length;
  return Math.round((total / short.length) * (0.85 + 0.15 * coverage) * 100);
}
