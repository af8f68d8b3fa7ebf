import { describe, expect, it } from 'vitest';
import { createPasswords, PasswordsBusy } from './passwords';

const CHEAP = { logN: 10, r: 8, p: 1, keyLength: 64 };

describe('password hashes', () => {
  it('verify the password they were made of, and no other', async () => {
    const passwords = createPasswords(CHEAP);
    const stored = await passwords.hash('Leuchtturm-am-Meer-9');
    expect(stored).toMatch(/^scrypt\$ln=10,r=8,p=1\$/);
    expect(await passwords.verify(stored, 'Leuchtturm-am-Meer-9')).toEqual({ ok: true, rehash: false });
    expect(await passwords.verify(stored, 'Leuchtturm-am-Meer-8')).toEqual({ ok: false, rehash: false });
    expect((await createPasswords({ ...CHEAP, logN: 11 }).verify(stored, 'Leuchtturm-am-Meer-9')).rehash).toBe(true);
  });

  it('run behind a semaphore: a flood of checks queues up to its limit, and the rest is refused at once as busy', async () => {
    const passwords = createPasswords(CHEAP, { concurrent: 2, waiting: 3 });
    const stored = await passwords.hash('Segelboot-im-Hafen-7');
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => passwords.verify(stored, 'Segelboot-im-Hafen-7')));
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PasswordsBusy);
    expect((refused[0] as PromiseRejectedResult).reason.extensions).toMatchObject({ code: 'BUSY', http: { status: 503 } });
    // Once the queue drained, checks go through again.
    expect((await passwords.verify(stored, 'Segelboot-im-Hafen-7')).ok).toBe(true);
  });
});
