import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** AddressRequest is what an address asked of a view (a record to open, a field to show), held until it is done. */
export interface AddressRequest {
  /** value is the parameter's value once it is out of the address; null when nothing was asked or it is done. */
  value: string | null;
  /** done forgets the request. */
  done: () => void;
}

/**
 * useAddressRequest takes a parameter out of the panel's address (replacing the history entry,
 * so a reload or Back does not ask again) and holds its value until the view calls done. The
 * value is handed on once the address no longer holds it, so a view that acts on it and calls
 * done is not asked again by the address it is leaving.
 */
export function useAddressRequest(param: string): AddressRequest {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(param);
  const [taken, setTaken] = useState<string | null>(null);
  if (inAddress !== null && inAddress !== taken) setTaken(inAddress);
  useEffect(() => {
    if (inAddress === null) return;
    setParams(
      (p) => {
        p.delete(param);
        return p;
      },
      { replace: true },
    );
  }, [inAddress, param, setParams]);
  const done = useCallback(() => setTaken(null), []);
  return { value: inAddress === null ? taken : null, done };
}
