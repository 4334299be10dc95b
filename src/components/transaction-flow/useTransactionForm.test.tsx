import { act } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderFlowHook } from '../../flow/react/testing/render-with-flow.tsx';
import { draftChoice, draftPage, draftText, draftTexts } from './draft-schemas.ts';
import { useTransactionForm } from './useTransactionForm.ts';

const KEY = 'flowdeck:testnet:0x01cf0e2f2f715450:test-draft';

const Draft = v.object({
  direction: draftChoice(['to-evm', 'from-evm']),
  amount: draftText(5),
  ids: draftTexts(2),
  page: draftPage(),
});

const EMPTY: v.InferOutput<typeof Draft> = { direction: 'to-evm', amount: '', ids: [], page: 0 };

const renderForm = () =>
  renderFlowHook(
    () => useTransactionForm({ storageKey: KEY, schema: Draft, empty: EMPTY }),
    new FakeFlowClient('testnet'),
  );

afterEach(() => sessionStorage.clear());

describe('useTransactionForm', () => {
  it('reads the stored draft back through its schema, cutting and mending what it can', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        direction: 'sideways',
        amount: '1234567',
        ids: ['1', 2, '3', '4'],
        page: -1,
      }),
    );
    const { result } = renderForm();
    expect(result.current.draft).toEqual({
      direction: 'to-evm',
      amount: '12345',
      ids: ['1', '3'],
      page: 0,
    });
  });

  it('starts empty from a draft that is not one (not JSON, or a field of the wrong type)', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(renderForm().result.current.draft).toEqual(EMPTY);
    sessionStorage.setItem(KEY, JSON.stringify({ direction: 'to-evm', amount: 5, ids: [] }));
    expect(renderForm().result.current.draft).toEqual(EMPTY);
  });

  it('keeps every change for the session, and changes only the fields it is given', () => {
    const { result } = renderForm();
    act(() => result.current.update({ direction: 'from-evm' }));
    act(() => result.current.update({ amount: '1.5' }));
    expect(result.current.draft).toEqual({ ...EMPTY, direction: 'from-evm', amount: '1.5' });
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      ...EMPTY,
      direction: 'from-evm',
      amount: '1.5',
    });
    // A reload reads it back.
    expect(renderForm().result.current.draft.amount).toBe('1.5');
  });

  it('renders the form once per change, and once when it mounts', () => {
    let renders = 0;
    const { result } = renderFlowHook(() => {
      renders += 1;
      return useTransactionForm({ storageKey: KEY, schema: Draft, empty: EMPTY });
    }, new FakeFlowClient('testnet'));
    expect(renders).toBe(1);
    for (const amount of ['1', '1.', '1.5']) act(() => result.current.update({ amount }));
    expect(renders).toBe(4);
    // Two fields in one change (a page and its selection, say) are one render.
    act(() => result.current.update({ amount: '2', ids: ['7'] }));
    expect(renders).toBe(5);
    expect(result.current.draft).toEqual({ ...EMPTY, amount: '2', ids: ['7'] });
  });
});
