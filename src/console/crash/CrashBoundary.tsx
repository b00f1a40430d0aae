import { Component, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

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
