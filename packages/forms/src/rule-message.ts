import { useLingui } from '@lingui/react/macro';
import { LEND_MONEY_AMOUNT, type RuleCode } from '@vitrine/form-rules';

/** What only the gateway can know about a field (it answers these beside the shared rules' codes). */
export type ServerFieldCode = 'email-taken' | 'password-wrong';
export type FieldCode = RuleCode | ServerFieldCode;

/**
 * The spec's messages (§5) for the codes of `@vitrine/form-rules`, in the page's language: one
 * place for every form, so the shop's forms and the gateway's answers say the same.
 */
export function useRuleMessage(): (code: FieldCode | undefined) => string | undefined {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case undefined:
        return undefined;
      case 'required':
        return t`Dies ist ein Pflichtfeld.`;
      case 'email-invalid':
        return t`Die E-Mail-Adresse ist nicht gültig.`;
      case 'password-too-short':
        return t`Das Passwort ist zu kurz.`;
      case 'password-too-long':
        return t`Das Passwort ist zu lang.`;
      case 'password-common':
        return t`Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.`;
      case 'date-invalid':
        return t`Bitte geben Sie ein gültiges Datum ein.`;
      case 'digits-only':
        return t`Nur Zahlen sind erlaubt`;
      case 'no-special-characters':
        return t`Sonderzeichen sind nicht erlaubt.`;
      case 'no-special-characters-or-numbers':
        return t`Sonderzeichen und Zahlen sind nicht erlaubt.`;
      case 'iban-invalid':
        return t`Die IBAN ist nicht gültig.`;
      case 'phone-invalid':
        return t`Die Telefonnummer ist nicht gültig.`;
      case 'payback-invalid':
        return t`Die PAYBACK Kundennummer ist nicht gültig.`;
      case 'postal-code-invalid':
        return t`Die Postleitzahl ist nicht gültig.`;
      case 'too-long':
        return t`Die Eingabe ist zu lang.`;
      case 'amount-out-of-range': {
        const min = LEND_MONEY_AMOUNT.min;
        const max = LEND_MONEY_AMOUNT.max;
        return t`Bitte geben Sie einen Betrag von ${min} bis ${max} Euro ein.`;
      }
      case 'email-taken':
        return t`Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich an oder fordern Sie ein neues Passwort an.`;
      case 'password-wrong':
        return t`Das Passwort ist nicht korrekt.`;
    }
  };
}
