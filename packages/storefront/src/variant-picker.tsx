'use client';
import { useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@vitrine/ui';
import { useState } from 'react';

export interface VariantPickerProps {
  dimension: string | null;
  variants: readonly { sku: string; label: string; available: boolean }[];
}

/**
 * The variant choice of the product page. With one variant there is nothing to choose; sold-out
 * variants stay visible and are announced as such.
 */
export function VariantPicker({ dimension, variants }: VariantPickerProps) {
  const { t } = useLingui();
  const single = variants.length === 1 ? variants[0]!.sku : undefined;
  const [chosen, setChosen] = useState<string | undefined>(single);
  if (variants.length <= 1) return null;
  const label = dimension ?? t`Variante`;
  const current = variants.find((v) => v.sku === chosen);
  return (
    <div className="vt-variants" data-state={chosen ? 'chosen' : 'open'}>
      <p className="vt-variants__label" id="variant-label">
        {label}: <strong>{current ? current.label : t`bitte wählen`}</strong>
      </p>
      <ChoiceGroup
        label={label}
        value={chosen}
        onValueChange={setChosen}
        disabledHint={t`ausverkauft`}
        choices={variants.map((v) => ({ value: v.sku, label: v.label, disabled: !v.available }))}
      />
    </div>
  );
}
