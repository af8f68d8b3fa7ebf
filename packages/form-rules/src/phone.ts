import { isBlank, type Rule } from './core';

/**
 * A telephone number as people write it: digits with spaces, `+` at the start, `/`, `-`, `.` and
 * brackets between; 6 to 15 digits (E.164's longest). Empty passes (the field is optional).
 */
export const phone: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const value = v.trim();
  if (!/^\+?[\d\s/().-]+$/.test(value) || value.length > 30) return 'phone-invalid';
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15 ? undefined : 'phone-invalid';
};
