import { installPeerAddress } from './client-ip';
import { missingSecrets } from './env';

/**
 * What a shop's server does before it serves (call from `instrumentation.ts`'s `register` in the
 * Node.js runtime): refuse to start without its secrets, naming the missing ones, and stamp every
 * request with the address of its connection.
 */
export async function startShop(): Promise<void> {
  const missing = missingSecrets();
  if (missing.length) {
    console.error(
      `[shop] cannot start: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing or shorter than 32 characters (npm start creates them in .data/secrets.json)`,
    );
    process.exit(1);
  }
  await installPeerAddress();
}
