// What encodeArguments accepts for an `Address`: anything else would throw while rendering.
const ADDRESS_ARGUMENT = /^0x[0-9a-f]{16}$/i;

/** Whether `address` can be sent as a script's `Address` argument. */
export const isAddressArgument = (address: string): boolean => ADDRESS_ARGUMENT.test(address);
