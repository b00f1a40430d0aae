import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

// The crash screen's code is fetched when a render first fails, not with every page.
const FullCrashScreen = lazy(() => import('./CrashScreen').then((screen) => ({ default: screen.CrashScreen })));

/** What shows when even the crash screen's code cannot be fetched (the failure may be the network's): its words. */
function CrashText() {
  const translate = useTranslate();
  return (
    <main role="alert">
      <h1>{translate('shell.crash.title')}</h1>
      <p>{translate('shell.crash.body')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {translate('shell.crash.refresh')}
      </button>
    </main>
  );
}

/** Shows `fallback` instead of its children once they fail. */
class Fallback extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The crash screen (spec 000 §2.3), loaded on demand; its text alone when its code cannot be fetched. */
export function CrashScreen({ error }: { error: unknown }) {
  return (
    <Fallback fallback={<CrashText />}>
      <Suspense fallback={null}>
        <FullCrashScreen error={error} />
      </Suspense>
    </Fallback>
  );
}

/** Catches what escapes every inner boundary (public screens included) and shows the crash screen. */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
