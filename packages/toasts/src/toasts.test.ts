import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toasts';

describe('toast queue (spec §4)', () => {
  it('shows at most three, dropping the oldest without a close handler first', () => {
    const q = createToastQueue();
    const keep = vi.fn();
    q.add({ id: 'a', message: 'A', onClose: keep });
    q.add({ id: 'b', message: 'B' });
    q.add({ id: 'c', message: 'C' });
    q.add({ id: 'd', message: 'D' });
    expect(q.list().map((t) => t.id)).toEqual(['a', 'c', 'd']);
    q.add({ id: 'e', message: 'E' });
    expect(q.list().map((t) => t.id)).toEqual(['a', 'd', 'e']);
  });
  it('drops the oldest when every toast has a close handler', () => {
    const q = createToastQueue();
    for (const id of ['a', 'b', 'c', 'd']) q.add({ id, message: id, onClose: () => undefined });
    expect(q.list().map((t) => t.id)).toEqual(['b', 'c', 'd']);
  });
  it('clears everything when the language changes, not on the first language seen', () => {
    const onChange = vi.fn();
    const q = createToastQueue({ onChange });
    q.languageChanged('de');
    q.add({ message: 'Gespeichert' });
    q.languageChanged('de');
    expect(q.list()).toHaveLength(1);
    q.languageChanged('fr');
    expect(q.list()).toHaveLength(0);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
  it('dismisses one and calls its close handler; replaces a toast with the same id', () => {
    const onClose = vi.fn();
    const q = createToastQueue();
    q.add({ id: 'x', message: '1' });
    q.add({ id: 'x', message: '2', onClose });
    expect(q.list()).toEqual([expect.objectContaining({ id: 'x', message: '2' })]);
    q.dismiss('x');
    q.dismiss('nope');
    expect(onClose).toHaveBeenCalledOnce();
    expect(q.list()).toEqual([]);
    q.clear();
  });
  it('tells subscribers until they leave, and refuses a nonsense limit', () => {
    const q = createToastQueue({ createId: () => 'fixed' });
    const listener = vi.fn();
    const leave = q.subscribe(listener);
    expect(q.add({ message: 'x' }).id).toBe('fixed');
    leave();
    q.clear();
    expect(listener).toHaveBeenCalledOnce();
    expect(() => createToastQueue({ max: 0 })).toThrow(RangeError);
  });
  it('never holds more than the maximum and always keeps the newest (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.boolean(), { maxLength: 30 }), (max, handlers) => {
        const q = createToastQueue({ max });
        handlers.forEach((h, i) => {
          q.add({ id: String(i), message: String(i), ...(h ? { onClose: () => undefined } : {}) });
          expect(q.list().length).toBeLessThanOrEqual(max);
          expect(q.list().at(-1)!.id).toBe(String(i));
        });
      }),
    );
  });
});
