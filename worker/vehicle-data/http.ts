/** HTTP plumbing of the vehicle-data adapters: Basic auth and one JSON GET whose failures become VehicleImportError codes. */
import { VehicleImportError, type VehicleImportFailure } from './port.ts';

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The global fetch, bound: calling it detached from globalThis throws "Illegal invocation" in workerd. */
export const globalFetch: FetchLike = (input, init) => fetch(input, init);

/** An HTTP Basic Authorization header; UTF-8 first, since btoa alone fails on characters beyond Latin-1. */
export function basicAuth(username: string, password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${username}:${password}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/**
 * GETs a JSON answer. A network failure is 'unavailable'; a status listed in `reasons` gets its code and any other
 * failing status 'failed', as does an answer that is not JSON. Messages name statuses only, never headers.
 */
export async function getJson(
  fetchImpl: FetchLike,
  url: string,
  headers: Record<string, string>,
  reasons: Partial<Record<number, VehicleImportFailure>> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'GET', headers });
  } catch (error) {
    throw new VehicleImportError('unavailable', `network error: ${error instanceof Error ? error.name : 'unknown'}`);
  }
  if (!response.ok) {
    // Release the connection; the body of a refusal is of no use here.
    await response.body?.cancel();
    throw new VehicleImportError(reasons[response.status] ?? 'failed', `status ${response.status}`);
  }
  const body = await response.text();
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new VehicleImportError('failed', 'answer is not JSON');
  }
}
