import type { BookingView, MaturityView } from '@vitrine/account';
import { AccountBookingsPageDocument, AccountOpenPaymentsDocument } from '@vitrine/graphql-client';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

/** How many bookings the page shows; `all` shows every one the gateway gives (200). */
export const BOOKINGS_SHOWN = 50;
export const BOOKINGS_ALL = 200;

export interface OpenPaymentsData {
  open: number;
  payments: MaturityView[];
}

/**
 * What the customer still pays; undefined when it could not be loaded (the page says so and asks
 * for a reload: spec §8), null for a guest and a soft login.
 */
export async function loadOpenPayments(tenant: TenantConfig): Promise<OpenPaymentsData | undefined | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  try {
    const { accountOpenPayments } = await gateway.request(AccountOpenPaymentsDocument, {}, { init: { cache: 'no-store' } });
    return accountOpenPayments ?? null;
  } catch (error) {
    console.error('Error on initial fetching data', error);
    return undefined;
  }
}

/** The customer's ledger; null for a guest and a soft login. */
export async function loadBookings(tenant: TenantConfig, all: boolean): Promise<{ entries: BookingView[]; balance: number; count: number } | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { accountBookings } = await gateway.request(AccountBookingsPageDocument, { first: all ? BOOKINGS_ALL : BOOKINGS_SHOWN }, { init: { cache: 'no-store' } });
  return accountBookings ?? null;
}
