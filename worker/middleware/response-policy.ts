/** Headers by kind of answer: a strict CSP wherever a route set none, and no-store on personal API answers. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

/** JSON, media and redirects load nothing and may not be framed; pages set their own policy (worker/ssr). */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const defaultContentSecurityPolicy = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
});

/** Answers about one signed-in person must never be kept by a browser or shared cache, whatever the route said. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A route that already said no-store (e.g. "private, no-store" on documents) keeps its wording.
  if (!/\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '')) c.res.headers.set('Cache-Control', 'no-store');
});
