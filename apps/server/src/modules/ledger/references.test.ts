import { describe, expect, it } from 'vitest';
import { newReference } from './ledger.service.js';

describe('newReference', () => {
  it('gives distinct references of 14 unambiguous characters, across the draws of random bytes', () => {
    const references = Array.from({ length: 2_000 }, newReference);
    for (const reference of references) expect(reference).toMatch(/^TX[0-9A-HJKMNP-TV-Z]{14}$/);
    expect(new Set(references).size).toBe(references.length);
    // Every letter turns up in every position: the bytes are spread over the whole alphabet.
    for (let position = 2; position < 16; position++) {
      expect(new Set(references.map((r) => r[position])).size).toBe(32);
    }
  });
});
