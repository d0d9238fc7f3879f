import { PageHeading } from '../components/ui/page-heading.tsx';

// Placeholder until the checkout issue lands.
export default function OrderPage() {
  return <PageHeading>Your Orders</PageHeading>;
}
