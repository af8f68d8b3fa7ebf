'use client';
import { useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@vitrine/ui';
import { useState } from 'react';

export interface VariantPickerProps {
  dimension: string | null;
  variants: readonly { sku: string; label: string; available: boolean }[];
  /** The chosen variant's sku, when the parent holds the choice (the buy box). */
  value?: string | undefined;
  onValueChange?: (sku: string) => void;
  /** Form field name of the choice (default none: not submitted). */
  name?: string;
  /** Id of the message saying a variant must be chosen; marks the group invalid. */
  errorId?: string | undefined;
}

/**
 * The variant choice of the product page. With one variant there is nothing to choose; sold-out
 * variants stay visible and are announced as such.
 */
export function VariantPicker({ dimension, variants, value, onValueChange, name, errorId }: VariantPickerProps) {
  const { t } = useLingui();
  const single = variants.length === 1 ? variants[0]!.sku : undefined;
  const [own, setOwn] = useState<string | undefined>(single);
  const chosen = onValueChange ? value : own;
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
        onValueChange={onValueChange ?? setOwn}
        disabledHint={t`ausverkauft`}
        choices={variants.map((v) => ({ value: v.sku, label: v.label, disabled: !v.available }))}
        {...(name ? { name } : {})}
        {...(errorId ? { errorId } : {})}
      />
    </div>
  );
}
