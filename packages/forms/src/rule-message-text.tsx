'use client';
import { type FieldCode, useRuleMessage } from './rule-message';

/** The spec's message of a code in the page's language (what {@link ruleMessage} loads on demand). */
export function RuleMessageText({ code }: { code: FieldCode | undefined }) {
  return useRuleMessage()(code);
}
