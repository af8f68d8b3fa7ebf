import { NotFoundScreen } from '@vitrine/storefront';

export default function NotFound() {
  return <NotFoundScreen />;
}
