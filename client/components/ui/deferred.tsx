/**
 * Where lazily loaded UI renders: Suspense with the fallback while loading, and the same fallback if the code cannot
 * load (offline, or a deploy replaced the chunk), so a menu or dialog that fails never takes the page down with it.
 */
import { Component, type ReactNode, Suspense } from 'react';

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('loading a component failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <LoadBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}
