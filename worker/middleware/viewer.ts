/** Resolves the signed-in viewer through a session provider; anonymous until the accounts module plugs one in. */
import { createMiddleware } from 'hono/factory';
import { ANONYMOUS, type Viewer } from '../../domain/viewer.ts';
import type { AppEnv } from '../env.ts';

export type SessionProvider = (request: Request, env: AppEnv['Bindings']) => Promise<Viewer>;

export const anonymousSessions: SessionProvider = async () => ANONYMOUS;

export function viewer(provider: SessionProvider) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('viewer', await provider(c.req.raw, c.env));
    await next();
  });
}
