import { defineConfig } from 'vitest/config';
import { nodeProject } from '@vitrine/vitest-config';

export default defineConfig(nodeProject({}, { minLineCoverage: 95 }));
