// The forms' fields and rules, in files of their own by area (a page takes the rules of its own
// forms only); this file names them together.
export * from './identity-forms';
export * from './address-form';
export * from './account-forms';
