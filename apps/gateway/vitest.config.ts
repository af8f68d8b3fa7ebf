import { defineConfig } from 'vitest/config';
import { nodeProject } from '@vitrine/vitest-config';

export default defineConfig(nodeProject({ testTimeout: 30_000, hookTimeout: 60_000 }));
