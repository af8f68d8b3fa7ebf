export { forwardWithVisitor as GET, forwardWithVisitor as POST } from '@vitrine/storefront/visitor-forward';
export const dynamic = 'force-dynamic';
