import { useQuery } from '@tanstack/react-query';
import { api, backgroundApi, dataOf } from '../../api/client';
import { useRefetchingMutation } from '../../app/queryClient';
import { createPasskey } from '../auth/passkeys';
import { accountKeys } from './account.queries';

export const passkeysKey = [...accountKeys.all, 'passkeys'] as const;

/** GET /api/account/passkeys; `enabled` lets a dialog ask only while it is open. */
export function usePasskeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => dataOf(backgroundApi.GET('/api/account/passkeys', { signal })),
    enabled,
  });
}

/** The whole ceremony: options, the browser's dialog, storing the answer under `name`. */
export function useAddPasskey() {
  return useRefetchingMutation(passkeysKey, (name: string) => createPasskey(name));
}

export function useRemovePasskey() {
  return useRefetchingMutation(passkeysKey, (id: string) =>
    dataOf(api.DELETE('/api/account/passkeys/{id}', { params: { path: { id } } })),
  );
}
