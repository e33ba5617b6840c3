/**
 * Around the routed page: a page whose code fails to load reloads once (lib/chunk-reload.ts); when it may not, or any
 * other error breaks the page, an error view takes its place, so navigation never leaves a blank page.
 */
import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadForFailedChunk } from '../lib/chunk-reload.ts';
import { ErrorView, LoadFailedView } from './error-view.tsx';

type Failure = 'none' | 'reloading' | 'chunk' | 'error';

/**
 * `address` is the current location: after a failure, the next navigation tries again with the new page. (Not a key:
 * a working page must stay mounted when only its query changes, as the catalogue's filters do.)
 */
export class PageBoundary extends Component<{ address: string; children: ReactNode }, { failure: Failure }> {
  override state: { failure: Failure } = { failure: 'none' };

  override componentDidUpdate(previous: { address: string }): void {
    if (previous.address !== this.props.address && this.state.failure !== 'none' && this.state.failure !== 'reloading') {
      this.setState({ failure: 'none' });
    }
  }

  static getDerivedStateFromError(error: unknown): { failure: Failure } {
    return { failure: isChunkLoadError(error) ? 'chunk' : 'error' };
  }

  override componentDidCatch(error: unknown): void {
    if (this.state.failure === 'chunk' && reloadForFailedChunk(error)) {
      this.setState({ failure: 'reloading' });
      return;
    }
    console.error('the page failed', error);
  }

  override render(): ReactNode {
    switch (this.state.failure) {
      case 'none':
        return this.props.children;
      // The reload is on its way: keep the space the page takes, as while loading.
      case 'reloading':
        return <div className="page-loading" aria-busy="true" />;
      case 'chunk':
        return <LoadFailedView />;
      case 'error':
        return <ErrorView status={500} />;
    }
  }
}
