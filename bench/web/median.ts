/** The middle value of `values` (the upper one of an even count); NaN when there are none. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
