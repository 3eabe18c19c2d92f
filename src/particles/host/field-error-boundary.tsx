import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Renders nothing once anything below it has thrown (a lazy chunk that cannot be fetched, a
 * renderer that fails to start) and tells `onError` once. Around the whole field in the layer, and
 * around the WebGL renderer inside the page field (whose error hands drawing to the 2D canvas).
 */
export class FieldErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
