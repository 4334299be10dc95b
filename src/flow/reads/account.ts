import type { Account } from '../client/flow-client.ts';
import { withDeadline } from '../client/query-deadline.ts';
import { defineFlowQuery } from './define-flow-query.ts';

interface AddressParams {
  readonly address: string;
}

/** The account (balance, keys, contracts) as the access node describes it. */
export const accountQuery = defineFlowQuery({
  id: 'account',
  get: ({ getClient }, { address }: AddressParams): Promise<Account> =>
    withDeadline(async () => (await getClient()).getAccount(address)),
  enabled: ({ address }) => address !== '',
});
