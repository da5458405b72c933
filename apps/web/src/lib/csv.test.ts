import { describe, expect, it } from 'vitest';
import { buildCsv, csvField } from './csv';

describe('csv builder', () => {
  it('leaves plain fields alone and quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('1,500.00')).toBe('"1,500.00"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('writes a header row then one CRLF-terminated row per record', () => {
    const csv = buildCsv(
      ['Type', 'Note'],
      [
        ['Deposit', 'from "Ada", thanks'],
        ['Sent', ''],
      ],
    );
    expect(csv).toBe('Type,Note\r\nDeposit,"from ""Ada"", thanks"\r\nSent,\r\n');
  });
});
