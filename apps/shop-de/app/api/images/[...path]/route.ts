import { shop } from '../../../../shop';

export const GET = shop.forwardToGateway;
export const dynamic = 'force-dynamic';
