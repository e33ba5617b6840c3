/** Gives components the server-provided shell: viewer, layout settings, hosts and origin. */
import { createContext, useContext } from 'react';
import type { UrlContext } from '../domain/alternates.ts';
import type { Shell } from './shell.ts';

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside ShellContext');
  return shell;
}

export function useUrlContext(): UrlContext {
  const { origin, hosts, strategy } = useShell();
  return { origin, hosts, strategy };
}
