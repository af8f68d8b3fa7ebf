import { NotFoundScreen } from '@vitrine/storefront/client';

export default function NotFound() {
  return <NotFoundScreen />;
}
