// Before the shop serves: its secrets are there (else it stops, naming them), and every request knows its connection's address and carries the cached pages' policy.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startShop } = await import('@vitrine/next-adapter');
    const { LAYOUT_INLINE_SCRIPTS } = await import('@vitrine/storefront/shell/inline-scripts');
    await startShop({ inlineScripts: LAYOUT_INLINE_SCRIPTS });
  }
}
