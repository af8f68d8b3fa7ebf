import type { Linter } from 'eslint';
export declare function config(layer: 'domain' | 'kit' | 'screens' | 'adapter' | 'app' | 'backend' | 'tenant'): Linter.Config[];
