'use client';
import { onDemand } from '@vitrine/ui';
import type { ReactNode } from 'react';
import type { FieldCode } from './rule-message';

/** A code's message; its texts come with the first refusal ({@link onDemand}), not with a page's first load. */
export const RuleMessage = onDemand<{ code: FieldCode | undefined }>(
  () => import('./rule-message-text').then((module) => module.RuleMessageText),
  (props) => props.code !== undefined,
);

/**
 * The spec's message (§5) of a code as a node for a field's error or a summary entry, undefined
 * without a code (so a field without a problem is not marked invalid). The same texts as
 * {@link useRuleMessage}, whose strings are for code that needs a string.
 */
export function ruleMessage(code: FieldCode | undefined): ReactNode {
  return code === undefined ? undefined : <RuleMessage code={code} />;
}
