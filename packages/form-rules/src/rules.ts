// The rules together (the package's index names each from its own file).
export * from './core';
export * from './messages-de';
export * from './text';
export * from './iban';
export * from './phone';
export * from './payback';
export * from './postal';
