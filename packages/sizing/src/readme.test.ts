import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { runReadmeExample } from '@vitrine/vitest-config';

it('runs the README example as written', async () => {
  const exported = await runReadmeExample(fileURLToPath(new URL('..', import.meta.url)));
  expect(exported).toBeTypeOf('object');
});
