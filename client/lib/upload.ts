/** Raw-body uploads with progress (XMLHttpRequest, since fetch reports none), the availability check and a limiter. */
import { ApiRequestError, apiError, apiHeaders } from './api.ts';

export interface UploadRequest {
  url: string;
  body: Blob;
  contentType: string;
  /** Called with the sent share, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The code of the ApiRequestError thrown when the request never got an answer (offline, connection dropped). */
export const NETWORK_ERROR = 'network_error';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** POSTs the body with the same headers api() sends; resolves with the JSON answer, rejects like api(). */
export async function uploadWithProgress<T>(request: UploadRequest): Promise<T> {
  const headers = await apiHeaders('POST', { 'Content-Type': request.contentType });
  request.signal?.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(apiError(xhr.status, xhr.statusText, payload));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, NETWORK_ERROR, 'network error'));
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

/** Milliseconds waited before each of the five HEAD requests (the storage may need a moment after the upload). */
export const AVAILABILITY_WAITS: readonly number[] = [100, 500, 2000, 5000, 10000];

export interface AvailabilityOptions {
  /** True when the URL answers; the default sends HEAD and takes any 2xx. */
  head?: (url: string) => Promise<boolean>;
  wait?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

async function headOk(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' })).ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True as soon as the URL answers, false after the last attempt failed. */
export async function waitUntilAvailable(url: string, options: AvailabilityOptions = {}): Promise<boolean> {
  const { head = headOk, wait = sleep, signal } = options;
  for (const ms of AVAILABILITY_WAITS) {
    await wait(ms);
    signal?.throwIfAborted();
    if (await head(url)) return true;
  }
  return false;
}

/**
 * Runs at most `size` tasks at a time, the rest in arrival order. Photos are decoded at full resolution before
 * compression, so a phone given twenty at once would run out of memory without it.
 */
export function createLimiter(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    if (running >= size) return;
    const start = queue.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return <T,>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      });
      next();
    });
}
