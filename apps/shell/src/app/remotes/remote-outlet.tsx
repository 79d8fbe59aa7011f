import { Component, Suspense, createContext, lazy, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@join/ui';
import type { RemoteName } from '../route-table';
import { loadRemoteRoutes, logRemoteFailure, resetRemote } from './federation';
import { RecoveryView } from './recovery-view';

/** Where the outlet gets a remote's routes: the federation runtime in the browser; on the server
 *  (src/server/render-page.tsx) the remote's Node build, already loaded within its time limit. */
export const RemoteLoaderContext = createContext<(name: RemoteName) => Promise<ComponentType>>(loadRemoteRoutes);

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

// Catches a remote that loaded but broke while rendering (a bad deploy or version skew).
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    logRemoteFailure(this.props.remote, error);
  }
  render() {
    if (this.state.failed) return <RecoveryView onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('common');
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the retry counter: each retry must build a new lazy component
  const Routes = useMemo<ComponentType>(() => lazy(async () => ({ default: await load(remote) })), [load, remote, attempt]);
  const retry = async () => {
    await resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
