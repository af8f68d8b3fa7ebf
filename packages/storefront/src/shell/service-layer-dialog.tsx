'use client';
import { useLingui } from '@lingui/react/macro';
import { ContentBlocks } from '@vitrine/shell';
import { Dialog } from '@vitrine/ui';
import type { LayerState } from './service-layer-host';

/** A service layer in a dialog; its links are already this locale's paths (the shop resolved them). */
export default function ServiceLayerDialog({ state, onClose }: { state: LayerState; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={state.kind === 'shown' ? state.layer.title : t`Service`} placement="side">
      {state.kind === 'loading' ? <p role="status">{t`Wird geladen …`}</p> : null}
      {state.kind === 'failed' ? <p role="alert">{t`Es konnten keine Inhalte geladen werden. Bitte versuchen Sie es später noch einmal.`}</p> : null}
      {state.kind === 'shown' ? <ContentBlocks blocks={state.layer.blocks} resolveHref={(href) => href} titleLevel={2} /> : null}
    </Dialog>
  );
}
