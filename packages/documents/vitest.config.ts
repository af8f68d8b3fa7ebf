import { defineConfig } from 'vitest/config';
import { linguiMacroPlugin, nodeProject } from '@vitrine/vitest-config';

export default defineConfig({ plugins: [linguiMacroPlugin()], ...nodeProject({}, { minLineCoverage: 90 }) });
