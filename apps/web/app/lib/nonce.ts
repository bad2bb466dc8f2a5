import { createContext, useContext } from 'react';

/** The per-request script nonce, provided while rendering on the server only. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
