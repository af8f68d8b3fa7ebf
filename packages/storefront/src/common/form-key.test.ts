import { isIdempotencyKey } from '@vitrine/session';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formKey, renderKey } from './form-key';

const formOf = (fields: readonly (readonly [string, string])[]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};
const field = fc.tuple(
  fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !name.startsWith('$ACTION')),
  fc.string({ maxLength: 20 }),
);

describe('formKey: one key per render and input', () => {
  it('is a key the gateway accepts, the same for the same render and input in any order', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.array(field, { maxLength: 8 }), (render, fields) => {
        const key = formKey(render, formOf(fields));
        expect(isIdempotencyKey(key)).toBe(true);
        expect(formKey(render, formOf([...fields].reverse()))).toBe(key);
      }),
    );
  });

  it('differs when the input or the render differs', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.array(field, { maxLength: 6 }), field, (render, other, fields, extra) => {
        fc.pre(render !== other);
        const key = formKey(render, formOf(fields));
        expect(formKey(other, formOf(fields))).not.toBe(key);
        expect(formKey(render, formOf([...fields, extra]))).not.toBe(key);
      }),
    );
    expect(formKey('8f1d2c3b-0000-4000-8000-000000000001', formOf([['quantity', '2']]))).not.toBe(formKey('8f1d2c3b-0000-4000-8000-000000000001', formOf([['quantity', '3']])));
  });

  it("ignores React's own fields of an enhanced form, and gives none for a render key that is not one", () => {
    const render = renderKey();
    expect(
      formKey(
        render,
        formOf([
          ['$ACTION_ID_abc', ''],
          ['variant', '10028803'],
        ]),
      ),
    ).toBe(formKey(render, formOf([['variant', '10028803']])));
    expect(formKey('', formOf([]))).toBeUndefined();
    expect(formKey(undefined, formOf([]))).toBeUndefined();
    expect(formKey('bad key with spaces', formOf([]))).toBeUndefined();
  });
});
