import { describe, expect, it } from 'vitest';
import { visibleText } from './visible-text.ts';

describe('visibleText', () => {
  it('shows bidi overrides, zero-width characters and controls as escapes', () => {
    expect(visibleText('abc\u202Eevil\u200B\u0007')).toBe('abc\\u{202E}evil\\u{200B}\\u{7}');
  });

  it('keeps ordinary text, tabs, newlines and emoji as they are', () => {
    expect(visibleText('Flow\tNFT\n#1 🎉 <script>')).toBe('Flow\tNFT\n#1 🎉 <script>');
  });
});
