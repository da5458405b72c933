/** Seeded odd text: whitespace at line ends, long words, bare CR and LF, non-Latin scripts, dots. */
export function oddTexts(count: number): string[] {
  const words = [
    'naira',
    '₦1,000.00',
    'Ọlá',
    'trailing ',
    'tab\t',
    '=',
    'x'.repeat(90),
    '\n',
    '\r\n',
    ' \n',
    '日本語',
    '🎉',
    '\n.\n',
    'From me',
  ];
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  return Array.from({ length: count }, () => {
    let text = '';
    for (let k = next(60); k > 0; k--) text += words[next(words.length)] + (next(3) ? ' ' : '');
    return text;
  });
}
