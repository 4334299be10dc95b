import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnvConfigError } from '../flow/env.ts';
import { StartupError } from './StartupError.tsx';

describe('StartupError', () => {
  it('names the invalid environment variable', () => {
    render(
      <StartupError error={new EnvConfigError('VITE_FLOW_NETWORK', '"moon" is not a network')} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('VITE_FLOW_NETWORK');
    expect(screen.getByRole('alert')).toHaveTextContent('"moon" is not a network');
  });
});
