import { describe, expect, it } from 'vitest';
import { displayText, inspectedText, isolate, visibleText } from './plain-text.ts';

describe('displayText', () => {
  it('removes bidi overrides, zero-width and control characters', () => {
    expect(displayText('gpj.\u202Eexe\u200B\u0007 ok', 100)).toBe('gpj.exe ok');
    expect(displayText('a\u061Cb\u00ADc\u180Ed', 100)).toBe('abcd');
  });

  it('removes Hangul fillers, tag characters, line separators and other invisible code points', () => {
    // Names that look blank, or hide text in tags, come out empty or as their visible part.
    expect(displayText('\u3164\u3164', 100)).toBe('');
    expect(displayText('\u115F\u1160\uFFA0\u2800', 100)).toBe('');
    expect(displayText('FLOW\u{E0041}\u{E0042}\u{E007F}', 100)).toBe('FLOW');
    expect(displayText('a\u2028b\u2029c', 100)).toBe('abc');
    expect(displayText('a\u034Fb\u17B4c\u2065d\uFE0Fe', 100)).toBe('abcde');
  });

  it('removes every default-ignorable code point and keeps everything else', () => {
    for (let code = 0; code <= 0xe0fff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      const ignorable = /\p{Default_Ignorable_Code_Point}/u.test(character);
      if (ignorable) expect(displayText(`a${character}b`, 10), code.toString(16)).toBe('ab');
    }
    expect(displayText('Flow € 😀 אב 中文', 100)).toBe('Flow € 😀 אב 中文');
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
    expect(visibleText('\u3164\u{E0041}\u2028')).toBe('\\u{3164}\\u{E0041}\\u{2028}');
  });

  it('keeps ordinary text, tabs, newlines and emoji as they are', () => {
    expect(visibleText('Flow\tNFT\n#1 🎉 <script>')).toBe('Flow\tNFT\n#1 🎉 <script>');
  });
});

describe('isolate', () => {
  it('wraps text in first-strong isolate and pop directional isolate', () => {
    expect(isolate('אב')).toBe('\u2068אב\u2069');
    // What displayText cleans away cannot close the isolate early.
    expect(isolate(displayText('a\u2069b', 10))).toBe('\u2068ab\u2069');
  });
});

describe('inspectedText', () => {
  it('shows hidden characters and cuts to the length, counting characters not code units', () => {
    expect(inspectedText('a\u202Eb', 20)).toBe('a\\u{202E}b');
    expect(inspectedText('😀'.repeat(5), 3)).toBe('😀😀…');
    expect(inspectedText('short', 5)).toBe('short');
  });
});
