import { defineConfig } from 'vitest/config';
import { reactProject } from '@vitrine/vitest-config';

export default defineConfig(await reactProject());
