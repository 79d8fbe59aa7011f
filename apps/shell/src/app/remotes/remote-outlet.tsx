import {
  Component,
  Suspense,
  createContext,
  lazy,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@join/ui';
import { useConfig } from '@join/state';
import type { RemoteName } from '../route-table';
import { loadRemoteRoutes, logRemoteFailure, readyRemoteRoutes, resetRemote } from './federation';
import { RecoveryView } from './recovery-view';
import { releaseHealth } from './release-health';

/** Where the outlet gets a remote's routes: the federation runtime in the browser; on the server
 *  (src/server/render-page.tsx) the remote's Node build, already loaded within its time limit.
 *  `ready` gives routes that have already arrived, rendered without suspending. */
export interface RemoteSource {
  load: (name: RemoteName) => Promise<ComponentType>;
  ready: (name: RemoteName) => ComponentType | undefined;
}

export const RemoteLoaderContext = createContext<RemoteSource>({
  load: loadRemoteRoutes,
  ready: readyRemoteRoutes,
});

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
    releaseHealth().failed(this.props.remote, 'render');
  }
  render() {
    if (this.state.failed) return <RecoveryView onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('common');
  const { load, ready } = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  // Chosen once per remote and attempt: swapping the lazy for the arrived routes later would
  // remount the remote and lose what the visitor typed.
  const Routes = useMemo<ComponentType>(
    () => ready(remote) ?? lazy(async () => ({ default: await load(remote) })),
    // attempt is the retry counter: each retry must build a new lazy component
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, ready, remote, attempt],
  );
  // A remote reads the experiment flags as it renders: it waits for the configuration, which the
  // browser may still be fetching while the chrome is already drawn (bootstrap.tsx).
  const configured = useConfig() !== null;
  const retry = async () => {
    await resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  if (!configured) return <Spinner label={t('loading')} />;
  return (
    <RemoteBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
