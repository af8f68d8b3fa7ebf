import type { Linter } from 'eslint';
export declare function config(layer: 'domain' | 'kit' | 'screens' | 'app' | 'backend' | 'tenant'): Linter.Config[];
