// Before the shop serves: its secrets are there (else it stops, naming them) and every request knows its connection's address.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startShop } = await import('@vitrine/next-adapter');
    await startShop();
  }
}
