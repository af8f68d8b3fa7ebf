'use client';
import { Trans } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RegionBoundaryProps {
  /** What the region is, for the log ("recommendations", "chat bot"). */
  name: string;
  children: ReactNode;
  /** Where errors go. Default `console.error`. */
  onError?: (name: string, error: unknown, info: ErrorInfo) => void;
}

/**
 * Catches a render error of one region of the page (spec §8: caught, logged, a fallback shown):
 * the rest of the page stays, and the region can be tried again.
 */
export class RegionBoundary extends Component<RegionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    (this.props.onError ?? ((name, e) => console.error(`[region ${name}] render error`, e)))(this.props.name, error, info);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="vt-region-error" role="alert">
        <p>
          <Trans>Dieser Bereich konnte gerade nicht angezeigt werden.</Trans>
        </p>
        <Button size="small" variant="outline" onClick={() => this.setState({ failed: false })}>
          <Trans>Erneut versuchen</Trans>
        </Button>
      </div>
    );
  }
}
