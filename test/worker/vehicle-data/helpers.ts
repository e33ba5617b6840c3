/** Test helpers for the vehicle-data adapters: a fetch stand-in that records requests and replays recorded answers. */
import { expect } from 'vitest';
import type { FetchLike } from '../../../worker/vehicle-data/http.ts';
import { VehicleImportError } from '../../../worker/vehicle-data/port.ts';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
}

/** A fetch that records each request and answers with what `answer` returns for its URL. */
export function replay(answer: (url: URL) => Response): { fetch: FetchLike; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const fake: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, method: request.method, headers: request.headers });
    return answer(new URL(request.url));
  };
  return { fetch: fake, requests };
}

export function json(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

/** The VehicleImportError a promise rejects with (fails the test when it resolves or rejects otherwise). */
export async function importError(promise: Promise<unknown>): Promise<VehicleImportError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VehicleImportError);
  return error as VehicleImportError;
}

/** A fixed clock for the inspection-expiry comparison. */
export function at(day: string): () => Date {
  return () => new Date(`${day}T12:00:00Z`);
}
