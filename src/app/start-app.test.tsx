import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvConfigError } from '../flow/env.ts';
import { startApp } from './start-app.tsx';

describe('startApp', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('shows what is wrong with settings the entry could not read, and stops', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const error = new EnvConfigError('VITE_FLOW_NETWORK', '"moon" is not a network');
    expect(() => startApp({ error })).toThrow(error);
    expect(await screen.findByRole('alert')).toHaveTextContent('"moon" is not a network');
  });

  it('needs the page’s #root', () => {
    expect(() => startApp({ error: new Error('unread') })).toThrow(/no #root element/);
  });
});
