import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { readmeExample } from '@vitrine/vitest-config';

it('runs the README example and gets the results it prints', async () => {
  const { exported, printed } = await readmeExample(fileURLToPath(new URL('..', import.meta.url)));
  for (const [name, value] of Object.entries(printed)) expect(exported[name], name).toEqual(value);
});
