import { describe, expect, it } from 'vitest';
import { displayText, visibleText } from './plain-text.ts';

describe('displayText', () => {
  it('removes bidi overrides, zero-width and control characters', () => {
    expect(displayText('gpj.\u202Eexe\u200B\u0007 ok', 100)).toBe('gpj.exe ok');
    expect(displayText('a\u061Cb\u00ADc\u180Ed', 100)).toBe('abcd');
  });

  it('caps the length by characters, not UTF-16 units', () => {
    expect(displayText('a'.repeat(10_000), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(displayText('😀😀😀', 2)).toBe('😀…');
  });

  it('keeps markup as text', () => {
    expect(displayText('<script>alert(1)</script>', 100)).toBe('<script>alert(1)</script>');
  });
});

describe('visibleText', () => {
  it('shows bidi overrides, zero-width characters and controls as escapes', () => {
    expect(visibleText('abc\u202Eevil\u200B\u0007')).toBe('abc\\u{202E}evil\\u{200B}\\u{7}');
    expect(visibleText('a\u061Cb')).toBe('a\\u{61C}b');
  });

  it('keeps ordinary text, tabs, newlines and emoji as they are', () => {
    expect(visibleText('Flow\tNFT\n#1 🎉 <script>')).toBe('Flow\tNFT\n#1 🎉 <script>');
  });
});
