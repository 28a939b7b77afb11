import { Component, type ReactNode } from 'react';

interface PartBoundaryProps {
  /** Shown in place of the part that failed. */
  fallback: ReactNode;
  /** A new value (the next page) renders the part again. */
  resetKey?: string;
  children: ReactNode;
}

interface PartBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Keeps a failing part of the screen from taking the rest with it. The usual cause is code that
 * could not be downloaded: a page or a helper loads on demand, and a phone that loses its signal
 * before the app is installed for offline play cannot fetch it. Without this, React would empty
 * the whole screen, scorecard included.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PartBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PartBoundaryProps,
    state: PartBoundaryState,
  ): Partial<PartBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
