import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CadenceEditor from './CadenceEditor.tsx';

describe('CadenceEditor', () => {
  it('draws bidi controls and invisible characters as placeholders (Trojan Source)', () => {
    // An override (U+202E), an embedding (U+202A), an isolate (U+2068), a word joiner (U+2060).
    const source = 'access(all) fun main(): String { return "a\u202Eb\u202Ac\u2068d\u2060e" }';
    const { container } = render(
      <CadenceEditor
        value={source}
        editing={{ onChange: () => undefined, onRun: () => undefined, diagnostics: [] }}
        labelledBy="label"
        describedBy="help"
      />,
    );
    const placeholders = [...container.querySelectorAll('.cm-specialChar')];
    expect(placeholders.map((element) => element.getAttribute('title'))).toEqual([
      'Control character right-to-left override',
      'Control character 0x202a',
      'Control character 0x2068',
      'Control character 0x2060',
    ]);
  });
});
