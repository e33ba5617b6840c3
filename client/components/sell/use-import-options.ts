/** Which imports the server can do right now (the portal needs a provider account), asked before offering them. */
import { mutate } from 'swr';
import { useApi } from '../../hooks/use-api.ts';

export interface ImportOptions {
  plate: boolean;
  portal: boolean;
}

export const IMPORT_OPTIONS_KEY = '/public/product/import/options';

export function useImportOptions(): ImportOptions | undefined {
  return useApi<ImportOptions>(IMPORT_OPTIONS_KEY).data;
}

/** After a 503 import_unavailable the portal is shown as unavailable without asking again. */
export function markPortalUnavailable(): Promise<unknown> {
  return mutate<ImportOptions>(IMPORT_OPTIONS_KEY, (current) => ({ plate: current?.plate ?? true, portal: false }), { revalidate: false });
}
